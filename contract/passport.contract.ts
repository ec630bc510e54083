import { initContract } from '@ts-rest/core';
import { z } from './zod.js';
import { EmptyEnvelopeSchema, envelope } from './envelope.js';
import { SessionSchema } from './entities.js';
import { EmailBodySchema, LoginBodySchema, RegisterBodySchema, ResetPasswordBodySchema } from './forms.js';

const c = initContract();

export { EmailBodySchema, LoginBodySchema, RegisterBodySchema, ResetPasswordBodySchema };

/**
 * The token of a mailed link. Whatever a mail client or a visitor makes of the link (the token
 * repeated, cut, lengthened, dropped), it answers a redirect: to the failure page when it is not a
 * token (docs/decisions/112), never an error in JSON.
 */
export const LinkTokenQuerySchema = z.object({
  token: z
    .string()
    .optional()
    .catch(() => undefined)
    .meta({ description: 'Any other value (repeated, missing, unknown) leads to the failure page.' }),
});

const redirect = { 302: c.noBody() } as const;

export const passport = c.router({
  register: {
    method: 'POST',
    path: '/api/passport/register',
    contentType: 'multipart/form-data',
    body: RegisterBodySchema,
    responses: { 200: EmptyEnvelopeSchema },
    summary:
      'Create an unactivated account and mail its activation link (1006 when the e-mail waits for activation, 1002 when active)',
  },
  login: {
    method: 'POST',
    path: '/api/passport/account/login',
    contentType: 'multipart/form-data',
    body: LoginBodySchema,
    responses: { 200: envelope(SessionSchema) },
    summary: 'Sign in; 1006 or 1001 when not activated, 1003 on a wrong e-mail or password',
  },
  resendActivation: {
    method: 'POST',
    path: '/api/passport/active/email',
    contentType: 'multipart/form-data',
    body: EmailBodySchema,
    responses: { 200: EmptyEnvelopeSchema },
    summary: 'Mail the activation link again; OK whether or not the e-mail is known',
  },
  requestResetCode: {
    method: 'POST',
    path: '/api/passport/forget/password/email',
    contentType: 'multipart/form-data',
    body: EmailBodySchema,
    responses: { 200: EmptyEnvelopeSchema },
    summary: 'Mail a 6-digit reset code (10 minutes, single use); OK whether or not the e-mail is known',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/passport/forget/password',
    contentType: 'multipart/form-data',
    body: ResetPasswordBodySchema,
    responses: { 200: EmptyEnvelopeSchema },
    summary: 'Set a new password with the mailed code; revokes every token of the user',
  },
  activate: {
    method: 'GET',
    path: '/api/passport/activate',
    query: LinkTokenQuerySchema,
    responses: redirect,
    summary: 'The link in the activation mail: 302 to /active/success or /active/fail on the web origin',
  },
});
