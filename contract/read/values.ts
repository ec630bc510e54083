/*
 * The forms of contract/wire.ts, read without zod (the browser does not load the contract's
 * schemas: docs/decisions/081). Each reader takes what the API sent and answers the read value, or
 * throws an UnreadableAnswer naming where the answer broke. `read.test.ts` holds every reader equal
 * to its zod schema on every form.
 */

/** An answer the site cannot read: `path` says where (`data.list.3.id`). */
export class UnreadableAnswer extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path || '(answer)'}: ${reason}`);
  }
}

export type Reader<T> = (value: unknown, path?: string) => T;

const isNone = (v: unknown): v is null | undefined => v === null || v === undefined;
const fail = (path: string, reason: string): never => {
  throw new UnreadableAnswer(path, reason);
};

const DIGITS = /^\d{1,30}$/;

export const id: Reader<string> = (v, path = '') => {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return String(v);
  if (typeof v === 'string' && DIGITS.test(v)) return v;
  return fail(path, 'not an id');
};

export const count: Reader<number> = (v, path = '') => {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  if (typeof v === 'string' && /^\d{1,15}$/.test(v)) return Number(v);
  return fail(path, 'not a count');
};

export const code: Reader<number> = (v, path = '') => {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d{1,9}$/.test(v)) return Number(v);
  return fail(path, 'not a number');
};

export const flag: Reader<boolean> = (v, path = '') => {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return fail(path, 'not a flag');
};

export const price: Reader<number | null> = (v, path = '') => {
  if (isNone(v)) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return fail(path, 'not a price');
};

export const date: Reader<string | number> = (v, path = '') => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.length > 0) return /^\d{10,15}$/.test(v) ? Number(v) : v;
  return fail(path, 'not a date');
};

export const optionalDate: Reader<string | number | null> = (v, path = '') => (isNone(v) ? null : date(v, path));

export const text: Reader<string> = (v, path = '') => {
  if (isNone(v)) return '';
  if (typeof v === 'string') return v;
  return fail(path, 'not text');
};

/** Text that must be sent, even empty (the upload's `state`). */
export const sentText: Reader<string> = (v, path = '') => (typeof v === 'string' ? v : fail(path, 'not text'));

/** Text that must be there (a token). */
export const someText: Reader<string> = (v, path = '') =>
  typeof v === 'string' && v.length > 0 ? v : fail(path, 'missing');

/** JSON sent as text or as itself (a file reference, `pcPath`), read as text. */
export const json: Reader<string> = (v, path = '') => {
  if (isNone(v)) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'object') return JSON.stringify(v);
  return fail(path, 'not JSON');
};

/** A field the spec does not name: `null` and absent read as absent. */
export const extra =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (v, path) =>
    isNone(v) ? undefined : read(v, path);

type Shape = Record<string, Reader<unknown>>;
export type Read<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object of the named fields; fields not named are dropped. */
export const object =
  <S extends Shape>(shape: S): Reader<Read<S>> =>
  (v, path = '') => {
    if (!isRecord(v)) return fail(path, 'not an object');
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(v[key], path ? `${path}.${key}` : key);
      if (value !== undefined || key in v) out[key] = value;
    }
    return out as Read<S>;
  };

export const array =
  <T>(item: Reader<T>): Reader<T[]> =>
  (v, path = '') =>
    Array.isArray(v) ? v.map((entry, i) => item(entry, `${path}.${i}`)) : fail(path, 'not a list');

/** `{ list: [...] }` or the bare array. */
export const list =
  <T>(item: Reader<T>): Reader<{ list: T[] }> =>
  (v, path = '') => {
    if (Array.isArray(v)) return { list: array(item)(v, path) };
    if (!isRecord(v)) return fail(path, 'not a list');
    return { list: isNone(v.list) ? [] : array(item)(v.list, `${path}.list`) };
  };

/** `data.list` and `data.totalRecord`. */
export const page =
  <T>(item: Reader<T>): Reader<{ list: T[]; totalRecord: number }> =>
  (v, path = '') => {
    if (!isRecord(v)) return fail(path, 'not a page');
    return {
      list: isNone(v.list) ? [] : array(item)(v.list, `${path}.list`),
      totalRecord: count(v.totalRecord, `${path}.totalRecord`),
    };
  };
