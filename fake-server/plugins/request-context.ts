import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requiresUser } from '#contract/access.js';
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

/** The contract route Fastify matched for this request (ts-rest puts it in the route's config). */
export const matchedRoute = (request: FastifyRequest): AppRoute | undefined =>
  (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;

/** Reads the language header first, so every answer (faults included) speaks it. */
export function languageHook(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = parseLanguage(request.headers.language);
    done();
  });
}

/**
 * Reads the bearer token; refuses calls to a user-only route without a valid one. The decision
 * follows the route Fastify matched (after decoding the path), never the raw URL, so an encoded
 * or otherwise disguised path cannot slip past it.
 */
export function authHook(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const route = matchedRoute(request);
    if (!route) return;
    request.user = resolveToken(deps, request.headers.authorization);
    if (!request.user && requiresUser(route)) {
      return reply.code(200).send({ code: Code.Unauthorized, message: t(request.language, 'unauthorized') });
    }
  });
}
