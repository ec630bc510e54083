import { z } from './zod.js';
import { v, type ValidationKey } from './validation-messages.js';

/** A "standard" e-mail pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** 6 to 12 letters or digits (seed-spec §5). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,12}$/;
export const DISPLAY_NAME_MAX = 15;
export const MESSAGE_MAX = 2000;
/** Longest free text the server keeps for a short field (names, e-mails). */
export const SHORT_TEXT_MAX = 254;

/** A required string: missing, wrong type and blank all give the same message. */
export const required = (key: ValidationKey) =>
  z.string({ error: v(key) }).trim().min(1, { error: v(key) });

export const email = (requiredKey: ValidationKey = 'emailRequired', invalidKey: ValidationKey = 'emailInvalid') =>
  required(requiredKey).max(SHORT_TEXT_MAX, { error: v(invalidKey) }).regex(EMAIL_PATTERN, { error: v(invalidKey) });

export const newPassword = (requiredKey: ValidationKey) =>
  z.string({ error: v(requiredKey) }).min(1, { error: v(requiredKey) }).regex(PASSWORD_PATTERN, { error: v('passwordRule') });

export const displayName = (requiredKey: ValidationKey = 'displayNameRequired') =>
  required(requiredKey).max(DISPLAY_NAME_MAX, { error: v('displayNameTooLong') });

/** Form-data sends booleans as text: accept both. */
export const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on', '1', '0']).transform((s) => s === 'true' || s === 'on' || s === '1'),
], { error: v('invalidValue') });

/** Query strings carry numbers as text. */
export const queryInt = (min: number, max: number) => z.coerce.number({ error: v('invalidValue') }).int().min(min).max(max);

export const pageQuery = z.object({
  page: queryInt(1, 100000).default(1),
  size: queryInt(1, 100).default(20),
});
