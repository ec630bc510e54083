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
  const fields = fieldsOf(value, zone);
  if (!fields) return '--';
  const [year, month, day, hour, minute, second] = fields;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return format === DATE ? date : `${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

function fieldsOf(value: string | number | null | undefined, zone: 'publisher' | 'visitor') {
  const read = readDate(value);
  if (!read) return null;
  return 'wall' in read ? read.wall : fieldsIn(read.ms, zone === 'publisher' ? PUBLISHER_ZONE : undefined);
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/**
 * A date and time inside a sentence, the one way each language writes it in running text
 * (docs/decisions/109): `2026 年 6 月 9 日 17:00`, `9 June 2026, 17:00`; never seconds.
 */
export function formatDateInText(
  value: string | number | null | undefined,
  language: 'en' | 'cn',
  zone: 'publisher' | 'visitor' = 'visitor',
): string {
  const fields = fieldsOf(value, zone);
  if (!fields) return '--';
  const [year, month, day, hour, minute] = fields;
  const time = `${pad(hour)}:${pad(minute)}`;
  return language === 'cn'
    ? `${year} 年 ${month} 月 ${day} 日 ${time}`
    : `${day} ${MONTHS[month - 1]} ${year}, ${time}`;
}

/**
 * Prices are in USD: `$99.99` in English, `US$99.99` in Chinese, where a bare $ could be any
 * dollar (the payment page writes US$ in both).
 */
export function formatUsd(value: number | string | null | undefined, language: 'en' | 'cn' = 'en'): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '--';
  return `${language === 'cn' ? 'US$' : '$'}${n.toFixed(2)}`;
}

const englishCount = new Intl.NumberFormat('en');

/**
 * A count (reads, pictures) the way each language writes it (docs/decisions/109): English groups
 * thousands (1,842); Chinese writes digits alone below 10 000 (1842) and 万 from there (2 万,
 * 1.2 万), never 1,842. Every count the web shows goes through here, so the Chinese check's rule
 * holds for numbers made at run time too.
 */
export function formatCount(value: number, language: 'en' | 'cn'): string {
  if (!Number.isFinite(value)) return '--';
  if (language === 'en') return englishCount.format(value);
  const n = Math.round(value);
  if (Math.abs(n) < 10_000) return String(n);
  const wan = Math.floor((n / 10_000) * 10) / 10;
  return `${String(wan).replace(/\.0$/, '')} 万`;
}

/**
 * A translated text with a count in it: the templates space a count from its unit as digits need
 * (1842 次阅读), and 万 is written against it (1.2 万次阅读).
 */
export const withCount = (text: string) => text.replace(/(\d 万) (?=\p{Script=Han})/gu, '$1');
