import type { FastifyInstance } from 'fastify';
import type { Language, UserRecord } from '../db/schema.js';
import type { Deps } from '../services/deps.js';
import { Code } from '#contract/envelope.js';
import { parseLanguage, t } from '../i18n/messages.js';
import { resolveToken } from '../services/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    user: UserRecord | null;
  }
}

/** Paths only a signed-in user may call (seed-spec §6), plus the upload. */
export const isUserOnly = (path: string) => path.startsWith('/api/u/') || path === '/api/common/file/upload';

/** Reads the language header first, so every answer (faults included) speaks it. */
export function languageHook(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers.language);
  });
}

/** Reads the bearer token; refuses user-only calls without a valid one. */
export function authHook(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    request.user = resolveToken(deps, request.headers.authorization);
    if (!request.user && isUserOnly(request.url.split('?')[0]!)) {
      return reply.code(200).send({ code: Code.Unauthorized, message: t(request.language, 'unauthorized') });
    }
  });
}
