import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '#contract/envelope.js';
import { type MessageKey, t } from '../i18n/messages.js';
import type { UserRecord } from '../db/schema.js';
import { clientOf } from '../services/client-address.js';
import type { Deps } from '../services/deps.js';
import { Refusal } from '../services/refusal.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** A limit refused this request: when to try again, sent as Retry-After. */
    retryAfterS: number | null;
  }
}

/**
 * Every limit's refusal says when to try again, so a client waits rather than hammers: a handler that meets one notes its
 * wait on the request, and the answer carries it as `Retry-After` (seconds, the real wait).
 */
export function retryAfterHeader(app: FastifyInstance) {
  app.decorateRequest('retryAfterS', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.retryAfterS) reply.header('retry-after', String(request.retryAfterS));
    return payload;
  });
}

/**
 * Runs a service and wraps its outcome in the envelope: OK with its data, or the Refusal's code
 * with its message, both in the request's language (and a limit's wait as Retry-After).
 */
export async function answer<T>(
  request: FastifyRequest,
  work: () => T | Promise<T>,
  okKey: MessageKey = 'ok',
  okParams: Record<string, string> = {},
) {
  try {
    const data = await work();
    return { status: 200 as const, body: { code: Code.OK, message: t(request.language, okKey, okParams), data } };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.retryAfterS) request.retryAfterS = error.retryAfterS;
    return { status: 200 as const, body: { code: error.code, message: t(request.language, error.key, error.params) } };
  }
}

/** Services that answer nothing: data is null. */
export const done = async (work: () => unknown) => {
  await work();
  return null;
};

/** The signed-in user of a user-only route (the request-context hook has refused the others). */
export function signedIn(request: FastifyRequest): UserRecord {
  if (!request.user) throw new Refusal(Code.Unauthorized, 'unauthorized');
  return request.user;
}

/** Per-address limits of requirements D4 (lifted by RATE_LIMIT=off). */
const LIMITS = {
  login: [60, 60_000],
  register: [60, 10 * 60_000],
  mail: [30, 10 * 60_000],
  reset: [30, 10 * 60_000],
  contact: [30, 10 * 60_000],
  newsletter: [30, 10 * 60_000],
} as const;

export function limitAddress(deps: Deps, request: FastifyRequest, action: keyof typeof LIMITS) {
  const [max, windowMs] = LIMITS[action];
  const client = clientOf(request);
  if (!deps.limiter.address(action, client, max, windowMs))
    throw new Refusal(Code.TooManyAttempts, 'tooManyAttempts', {}, deps.limiter.addressWait(action, client));
}

/** A 302 to a page of the web app. */
export function redirectTo(deps: Deps, reply: { header(name: string, value: string): unknown }, path: string) {
  reply.header('location', `${deps.webOrigin}${path}`);
  return { status: 302 as const, body: undefined };
}
