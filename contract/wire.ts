import { z } from './zod.js';

/*
 * How the company's API may write a value the spec names without fixing its type (requirements D3):
 * a Java or PHP backend sends ids and counts as numbers or numeric strings, optional values as
 * `null` or not at all, dates in three forms. Each schema accepts every such form (its input type)
 * and reads it into one (its output type), so the contract checks a real answer liberally and the
 * client's types are the read ones. `contract/read/` reads the same forms in the browser without
 * zod; a test holds the two equal on every form.
 */

const DIGITS = /^\d{1,30}$/;

/** An id, read as its decimal text: a Java `Long` sent as a string may not fit a JS number. */
export const WireId = z.union([z.number().int().nonnegative(), z.string().regex(DIGITS)]).transform(String);

/** A count (a total, reads, animations): a number or a numeric string, read as a number. */
export const WireCount = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)])
  .transform((v) => Number(v));

/** A code of a small set (`source`, `domainId`): a number or its numeric string, read as a number. */
export const WireCode = z.union([z.number().int(), z.string().regex(/^-?\d{1,9}$/)]).transform((v) => Number(v));

/** A flag: a boolean, 0/1, or their strings. */
export const WireFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A price in USD: a number or a numeric string, `null` or absent when there is none. */
export const WirePrice = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : Number(v)));

/**
 * A date: ISO 8601, `YYYY-MM-DD HH:mm:ss` (the API's wall time) or epoch milliseconds, also as a
 * numeric string; kept as sent (the site formats all three), epoch strings read as numbers.
 */
export const WireDate = z
  .union([z.number(), z.string().min(1)])
  .transform((v) => (typeof v === 'string' && /^\d{10,15}$/.test(v) ? Number(v) : v));

/** A date that may be missing (`null` or absent), read as null. */
export const WireOptionalDate = WireDate.nullish().transform((v) => v ?? null);

/** Text the spec names: `null` or absent reads as ''. */
export const WireText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** JSON the API may send as text or as itself (a file reference, `pcPath`): read as text, '' for none. */
export const WireJson = z
  .union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v)));

/** A value the spec does not name (the fake server adds it): `null` and absent alike read as absent. */
export const extra = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();

/** A list answer: `{ list: [...] }`, or the bare array (`data list of plans`). */
export const WireList = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item), z.object({ list: z.array(item).nullish() })])
    .transform((v) => ({ list: Array.isArray(v) ? v : (v.list ?? []) }));

/** A page: `data.list` and `data.totalRecord` (required where the spec names it). */
export const WirePage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z
      .array(item)
      .nullish()
      .transform((v) => v ?? []),
    totalRecord: WireCount,
  });
