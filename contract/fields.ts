import { z } from './zod.js';
import { v, type ValidationKey } from './validation-messages.js';

export { MESSAGE_MAX, SHORT_TEXT_MAX } from './limits.js';
import {
  DISPLAY_NAME_MAX,
  EMAIL_PATTERN,
  NAME_FORBIDDEN,
  PASSWORD_PATTERN,
  SHORT_TEXT_MAX,
  TEXT_FORBIDDEN,
} from './limits.js';

/** Any character that is not white space: a required value is not blank once trimmed (JSON Schema's `pattern`). */
const NOT_BLANK = /\S/;

/**
 * A required string: missing, wrong type and blank all give the same message. Surrounding white
 * space is trimmed before the other rules; the OpenAPI document says so in the field's description.
 */
export const required = (key: ValidationKey) =>
  z
    .string({ error: v(key) })
    .regex(NOT_BLANK, { error: v(key) })
    .trim()
    .min(1, { error: v(key) })
    .meta({ description: 'Surrounding white space is ignored.' });

export const email = (requiredKey: ValidationKey = 'emailRequired', invalidKey: ValidationKey = 'emailInvalid') =>
  required(requiredKey)
    .max(SHORT_TEXT_MAX, { error: v(invalidKey) })
    .regex(EMAIL_PATTERN, { error: v(invalidKey) });

export const newPassword = (requiredKey: ValidationKey) =>
  z
    .string({ error: v(requiredKey) })
    .min(1, { error: v(requiredKey) })
    .regex(PASSWORD_PATTERN, { error: v('passwordRule') });

/** Text without the forbidden characters, as a JSON Schema `pattern` (the document carries it). */
const without = (forbidden: RegExp) => new RegExp(`^[^${forbidden.source.slice(1, -1)}]*$`);
const NAME_PATTERN = without(NAME_FORBIDDEN);
const TEXT_PATTERN = without(TEXT_FORBIDDEN);

/** What the name rule allows, in words for the OpenAPI document (its pattern is unreadable). */
const NAME_RULE =
  'Any script, spaces, digits, apostrophes, hyphens and punctuation; no control characters or bidi marks.';

/** A person's name: no control or bidi characters (they hide or reorder what others read). */
export const plainName = (schema: z.ZodString) =>
  schema
    .regex(NAME_PATTERN, { error: v('controlCharacters') })
    .meta({ description: [schema.meta()?.description, NAME_RULE].filter(Boolean).join(' ') });
/** Free text (a message): line breaks kept, other control characters refused. */
export const plainText = (schema: z.ZodString) => schema.regex(TEXT_PATTERN, { error: v('controlCharacters') });

export const displayName = (requiredKey: ValidationKey = 'displayNameRequired') =>
  plainName(required(requiredKey).max(DISPLAY_NAME_MAX, { error: v('displayNameTooLong') }));

/** Form-data sends booleans as text: accept both. */
export const formBoolean = z.union(
  [z.boolean(), z.enum(['true', 'false', 'on', '1', '0']).transform((s) => s === 'true' || s === 'on' || s === '1')],
  { error: v('invalidValue') },
);

/**
 * A whole number as a client writes it: a JSON number, or its decimal digits (query strings and
 * form-data carry text). Hex (`0x1f`), exponents (`1e1`), blanks and booleans are refused, where
 * `Number()` would read them; the OpenAPI document shows the number (`type: integer`).
 */
export const wholeNumber = (min: number, max: number, error: string = v('invalidValue')) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,20}$/.test(value) ? Number(value) : value),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );

/** A box that must be ticked: true, or how form-data writes it; anything else (absent included) gets `key`'s message. */
export const agreed = (key: ValidationKey) =>
  z.union([z.literal(true), z.enum(['true', 'on', '1'])], { error: v(key) }).transform((): true => true);

/** A positive integer id in a path: text that is not one gets the catalogue's message, not zod's. */
export const idParam = wholeNumber(1, Number.MAX_SAFE_INTEGER, v('idInvalid'));

/** Query strings carry numbers as text. A default is a `prefault` (it is read like a sent value), so the document shows it. */
export const queryInt = (min: number, max: number) => wholeNumber(min, max);

export const pageQuery = z.object({
  page: queryInt(1, 100000).prefault(1),
  size: queryInt(1, 100).prefault(20),
});

/** A product line in a query: 1 Muscle and Movement, 2 patient education (as text or a number). */
export const domainIdParam = z.preprocess(
  (value) => (value === '1' || value === '2' ? Number(value) : value),
  z.literal([1, 2], { error: v('invalidValue') }),
);
