import { initContract } from '@ts-rest/core';
import { EmptyEnvelopeSchema } from './envelope.js';
import { ContactBodySchema, NewsletterBodySchema } from './forms.js';
import { LinkTokenQuerySchema } from './passport.contract.js';

const c = initContract();

export { ContactBodySchema, NewsletterBodySchema };

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
