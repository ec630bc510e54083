import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { PUBLISHER_ZONE } from '#contract/page-data.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
export const DATE = 'YYYY-MM-DD';

/** A time that names its zone (`Z` or an offset); one that does not is the API's wall time, shown as sent. */
const NAMES_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Dates as the spec shows them; '--' for a missing or unreadable one. `zone`: `publisher` (public,
 * prerendered dates: articles) or `visitor` (a signed-in user's own orders and subscription, never
 * prerendered: the browser's zone).
 */
export function formatDate(
  value: string | number | null | undefined,
  format: string = DATE_TIME,
  zone: 'publisher' | 'visitor' = 'publisher',
): string {
  if (value === null || value === undefined || value === '') return '--';
  const wallTime = typeof value === 'string' && !NAMES_ZONE.test(value.trim());
  const d = dayjs(value);
  if (!d.isValid()) return '--';
  return (wallTime || zone === 'visitor' ? d : d.tz(PUBLISHER_ZONE)).format(format);
}

/**
 * The instant a date names, in milliseconds, or null when it names none: a wall time
 * (`YYYY-MM-DD HH:mm:ss`) is the publisher's zone, as requirements D3 says the API writes it.
 */
export function dateMs(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  const d = NAMES_ZONE.test(text) ? dayjs(text) : dayjs.tz(text, PUBLISHER_ZONE);
  return d.isValid() ? d.valueOf() : null;
}

/** Prices are in USD. */
export function formatUsd(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '--';
  return `$${n.toFixed(2)}`;
}
