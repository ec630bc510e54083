import { initContract } from '@ts-rest/core';
import { z } from './zod.js';
import { EmptyEnvelopeSchema } from './envelope.js';
import { MESSAGE_MAX, SHORT_TEXT_MAX, email, formBoolean, plainName, plainText, required } from './fields.js';
import { LinkTokenQuerySchema } from './passport.contract.js';
import { v } from './validation-messages.js';

const c = initContract();

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
  agree: formBoolean.refine((a) => a, { error: v('newsletterAgreeRequired') }),
});

export const ContactBodySchema = z.object({
  userName: plainName(required('contactNameRequired').max(SHORT_TEXT_MAX, { error: v('textTooLong') })),
  contact: email('contactEmailRequired', 'emailInvalid'),
  content: plainText(required('contactMessageRequired').max(MESSAGE_MAX, { error: v('contactMessageTooLong') })),
});

export const common = c.router({
  newsletter: {
    method: 'POST',
    path: '/api/common/email',
    contentType: 'multipart/form-data',
    body: NewsletterBodySchema,
    responses: { 200: EmptyEnvelopeSchema },
    summary: 'Store a pending subscriber and mail the confirmation link (double opt-in)',
  },
  newsletterConfirm: {
    method: 'GET',
    path: '/api/common/email/confirm',
    query: LinkTokenQuerySchema,
    responses: { 302: c.noBody() },
    summary: 'The link in the newsletter mail: 302 to /help-email-success, or /help-email-fail when expired or unknown',
  },
  contact: {
    method: 'POST',
    path: '/api/common/propose/create',
    contentType: 'multipart/form-data',
    body: ContactBodySchema,
    responses: { 200: EmptyEnvelopeSchema },
  },
});
