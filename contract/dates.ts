import { PUBLISHER_ZONE } from './page-data.js';

/*
 * The dates the API sends, in every form the spec allows (requirements D3, ADR 077): an instant
 * that names its zone (`Z` or an offset), milliseconds (a number or its digits), or a wall time
 * without a zone, which is the publisher's clock. Intl and Date only: no date library in the
 * browser's code (it was 4.8 KB of every page with a date).
 */

/** A time that names its zone (`Z` or an offset). */
const NAMES_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;
/** A wall time: `YYYY-MM-DD`, then optionally `HH:mm`, `:ss` and a fraction (`T` or a space between). */
const WALL_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[Tt\s]+(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.:]\d+)?)?)?$/;
const MILLISECONDS = /^\d{10,15}$/;

/** The six fields a clock shows, in the calendar's own numbers (months from 1). */
export type Fields = [year: number, month: number, day: number, hour: number, minute: number, second: number];

/** What a date says: a wall time's fields as written, or an instant in milliseconds. */
export type DateRead = { wall: Fields } | { ms: number };

/** What a date the API sent says; null when it is missing or names no date (30 February, "soon"). */
export function readDate(value: string | number | null | undefined): DateRead | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  const wall = NAMES_ZONE.test(text) ? null : WALL_TIME.exec(text);
  if (wall) {
    const fields = wall.slice(1, 7).map((n) => Number(n ?? 0)) as Fields;
    const [year, month, day, hour, minute, second] = fields;
    const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    const real = check.getUTCMonth() === month - 1 && check.getUTCDate() === day && check.getUTCHours() === hour;
    return real && minute < 60 && second < 60 ? { wall: fields } : null;
  }
  const ms = typeof value === 'number' || MILLISECONDS.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) ? { ms } : null;
}

/**
 * One formatter per zone, kept: each holds tens of KB of native memory outside the JavaScript
 * heap. Bounded, so no caller can grow it by naming zones in new spellings (a fixture document's
 * names are mapped to a fixed list first: fake-server/documents/zones.ts); past the bound a formatter
 * is made for the call and dropped.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const ZONE_FORMATS_MAX = 600;

/** The fields of an instant on the clocks of `zone` (undefined: the browser's own zone). */
export function fieldsIn(ms: number, zone?: string): Fields {
  if (!zone) {
    const d = new Date(ms);
    return [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
  }
  let format = zoneFormats.get(zone);
  if (!format) {
    const two = '2-digit';
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      ...{ year: 'numeric', month: two, day: two, hour: two, minute: two, second: two },
    });
    if (zoneFormats.size < ZONE_FORMATS_MAX) zoneFormats.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  return [part.year!, part.month!, part.day!, part.hour!, part.minute!, part.second!];
}

/** The instant a date names, in milliseconds, or null when it names none; a wall time is the publisher's clock. */
export function dateMs(value: string | number | null | undefined): number | null {
  const read = readDate(value);
  if (!read) return null;
  if ('ms' in read) return read.ms;
  return wallTimeMs(read.wall, PUBLISHER_ZONE);
}

/**
 * The instant whose clock in `zone` reads the wall time: its UTC reading, moved by the zone's
 * offset at that instant (asked twice, for a wall time near an offset change).
 */
export function wallTimeMs(wall: Fields, zone: string): number {
  const [year, month, day, hour, minute, second] = wall;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offset = (ms: number) => {
    const [y, mo, d, h, mi, s] = fieldsIn(ms, zone);
    return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(ms / 1000) * 1000;
  };
  return asUtc - offset(asUtc - offset(asUtc));
}
