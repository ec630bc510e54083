import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { isDevPath } from './dev-guard.js';

/** The headers the site sends with every call (requirements D3), besides the body's content type. */
export const CORS_REQUEST_HEADERS = ['authorization', 'platform', 'language', 'content-type'];

/**
 * The CORS headers of an answer made before any hook ran (Fastify's refusals of an address it
 * cannot route: plugins/errors.ts), for an allowed origin. Such an answer is a refusal holding
 * nothing, so it carries them whatever the path, /__dev included.
 */
export function corsHeadersOf(origin: string | undefined, origins: string[]): Record<string, string> {
  if (!origin || !origins.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin', 'cross-origin-resource-policy': 'cross-origin' };
}

/**
 * CORS as the real API must offer it to the production site on another origin (CORS_ORIGINS):
 * only the listed origins, preflight for the site's headers, no credentials (the token travels in
 * a header, not a cookie). Off when no origin is listed; never on /__dev.
 */
export async function cors(app: FastifyInstance, origins: string[]) {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, {
        origin: isDevPath(request) ? false : origins,
        methods: ['GET', 'HEAD', 'POST'],
        allowedHeaders: CORS_REQUEST_HEADERS,
        credentials: false,
        maxAge: 600,
      }),
  });
  // Pictures (avatars, photos, media) are shown on the site's origin: let other origins embed them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}
