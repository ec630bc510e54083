import { z } from './zod.js';
import { v, type ValidationKey } from './validation-messages.js';

/**
 * The WHATWG `input type=email` pattern (what browsers accept), with a dotted domain as the site
 * mails real people: no quotes, angle brackets or spaces can reach a stored address.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/** Control characters (C0, DEL, C1) and bidirectional marks, overrides and isolates: never in a name. */
export const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** In free text, line breaks and tabs are fine; other control characters and bidi overrides are not. */
export const TEXT_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */
/** 6 to 12 letters or digits (requirements R5). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,12}$/;
export const DISPLAY_NAME_MAX = 15;
export const MESSAGE_MAX = 2000;
/** Longest free text the server keeps for a short field (names, e-mails). */
export const SHORT_TEXT_MAX = 254;

/** A required string: missing, wrong type and blank all give the same message. */
export const required = (key: ValidationKey) =>
  z
    .string({ error: v(key) })
    .trim()
    .min(1, { error: v(key) });

export const email = (requiredKey: ValidationKey = 'emailRequired', invalidKey: ValidationKey = 'emailInvalid') =>
  required(requiredKey)
    .max(SHORT_TEXT_MAX, { error: v(invalidKey) })
    .regex(EMAIL_PATTERN, { error: v(invalidKey) });

export const newPassword = (requiredKey: ValidationKey) =>
  z
    .string({ error: v(requiredKey) })
    .min(1, { error: v(requiredKey) })
    .regex(PASSWORD_PATTERN, { error: v('passwordRule') });

/** A person's name: no control or bidi characters (they hide or reorder what others read). */
export const plainName = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((s) => !NAME_FORBIDDEN.test(s), { error: v('controlCharacters') });
/** Free text (a message): line breaks kept, other control characters refused. */
export const plainText = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((s) => !TEXT_FORBIDDEN.test(s), { error: v('controlCharacters') });

export const displayName = (requiredKey: ValidationKey = 'displayNameRequired') =>
  plainName(required(requiredKey).max(DISPLAY_NAME_MAX, { error: v('displayNameTooLong') }));

/** Form-data sends booleans as text: accept both. */
export const formBoolean = z.union(
  [z.boolean(), z.enum(['true', 'false', 'on', '1', '0']).transform((s) => s === 'true' || s === 'on' || s === '1')],
  { error: v('invalidValue') },
);

/** A positive integer id in a path: text that is not one gets the catalogue's message, not zod's. */
export const idParam = z.coerce
  .number({ error: v('idInvalid') })
  .int({ error: v('idInvalid') })
  .positive({ error: v('idInvalid') })
  .max(Number.MAX_SAFE_INTEGER, { error: v('idInvalid') });

/** Query strings carry numbers as text. */
export const queryInt = (min: number, max: number) =>
  z.coerce
    .number({ error: v('invalidValue') })
    .int()
    .min(min)
    .max(max);

export const pageQuery = z.object({
  page: queryInt(1, 100000).default(1),
  size: queryInt(1, 100).default(20),
});
