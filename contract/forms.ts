import { z } from './zod.js';
import {
  MESSAGE_MAX,
  SHORT_TEXT_MAX,
  agreed,
  displayName,
  email,
  newPassword,
  plainName,
  plainText,
  required,
} from './fields.js';
import { v } from './validation-messages.js';

/*
 * The bodies of the calls a person fills in on the site: the contract's routes use them and the
 * site's forms validate with them. A module of their own (no ts-rest) so a form loads only these
 * and zod, on first use (docs/decisions/082).
 */

export const RegisterBodySchema = z.object({
  nickName: displayName('nameRequired'),
  email: email(),
  password: newPassword('passwordRequired'),
});
export const LoginBodySchema = z.object({
  email: email(),
  password: required('passwordRequired').max(64),
});
export const EmailBodySchema = z.object({ email: email() });
export const ResetPasswordBodySchema = z.object({
  email: email(),
  code: required('codeRequired').max(16),
  newPassword: newPassword('newPasswordRequired'),
});
export const NewsletterBodySchema = z.object({
  name: plainName(
    z
      .string()
      .trim()
      .max(SHORT_TEXT_MAX, { error: v('textTooLong') }),
  )
    .optional()
    .default(''),
  email: email('newsletterEmailRequired', 'newsletterEmailInvalid'),
  agree: agreed('newsletterAgreeRequired'),
});

export const ContactBodySchema = z.object({
  userName: plainName(required('contactNameRequired').max(SHORT_TEXT_MAX, { error: v('textTooLong') })),
  contact: email('contactEmailRequired', 'emailInvalid'),
  content: plainText(required('contactMessageRequired').max(MESSAGE_MAX, { error: v('contactMessageTooLong') })),
});

/** A contact message as the wire names it (the spec's): what the fake server stores under the same names. */
export type ContactBody = z.output<typeof ContactBodySchema>;

/** An institution's quote request, sent as a contact message (quote-request.ts). */
export { QuoteRequestSchema } from './quote-request.js';

/** The display name alone, as the account settings edit it. */
export const DisplayNameSchema = displayName();
