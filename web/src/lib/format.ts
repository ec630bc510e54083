import dayjs from 'dayjs';

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
export const DATE = 'YYYY-MM-DD';

/** Dates as the spec shows them; '--' for a missing or unreadable one. */
export function formatDate(value: string | number | null | undefined, format: string = DATE_TIME): string {
  if (value === null || value === undefined || value === '') return '--';
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : '--';
}

/** Prices are in USD. */
export function formatUsd(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '--';
  return `$${n.toFixed(2)}`;
}
