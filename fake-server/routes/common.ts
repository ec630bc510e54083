import { initServer } from '@ts-rest/fastify';
import { api } from '#contract/index.js';
import { saveContact } from '../services/content.js';
import type { Deps } from '../services/deps.js';
import { confirm, subscribe } from '../services/newsletter.js';
import { answer, done, limitAddress, redirectTo } from './answer.js';

const s = initServer();

export const commonRoutes = (deps: Deps) =>
  s.router(api.common, {
    newsletter: ({ body, request }) =>
      answer(
        request,
        () => done(() => (limitAddress(deps, request, 'newsletter'), subscribe(deps, body, request.language))),
        'newsletterPending',
      ),
    newsletterConfirm: async ({ query, reply }) =>
      redirectTo(deps, reply, (await confirm(deps, query.token)) ? '/help-email-success' : '/help-email-fail'),
    contact: ({ body, request }) =>
      answer(
        request,
        () => done(() => (limitAddress(deps, request, 'contact'), saveContact(deps, body, request.language))),
        'contactReceived',
      ),
  });
