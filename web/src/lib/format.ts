import { fieldsIn, readDate } from '#contract/dates.js';
import { PUBLISHER_ZONE } from '#contract/page-data.js';

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
export const DATE = 'YYYY-MM-DD';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Dates as the spec shows them; '--' for a missing or unreadable one. A wall time (no zone) is the
 * API's own clock, shown as sent; an instant is shown on the clock of `zone`: `publisher` (public,
 * prerendered dates: articles) or `visitor` (a signed-in user's own orders and subscription, never
 * prerendered: the browser's zone).
 */
export function formatDate(
  value: string | number | null | undefined,
  format: typeof DATE_TIME | typeof DATE = DATE_TIME,
  zone: 'publisher' | 'visitor' = 'publisher',
): string {
  const read = readDate(value);
  if (!read) return '--';
  const [year, month, day, hour, minute, second] =
    'wall' in read ? read.wall : fieldsIn(read.ms, zone === 'publisher' ? PUBLISHER_ZONE : undefined);
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return format === DATE ? date : `${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** Prices are in USD. */
export function formatUsd(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '--';
  return `$${n.toFixed(2)}`;
}
