import type { FastifyRequest } from 'fastify';
import { Code } from '#contract/envelope.js';
import { type MessageKey, t } from '../i18n/messages.js';
import type { UserRecord } from '#fixtures/schema.js';
import { clientOf } from '../services/client-address.js';
import type { Deps } from '../services/deps.js';
import { Refusal } from '../services/refusal.js';

/**
 * Runs a service and wraps its outcome in the envelope: OK with its data, or the Refusal's code
 * with its message, both in the request's language.
 */
export async function answer<T>(request: FastifyRequest, work: () => T | Promise<T>, okKey: MessageKey = 'ok') {
  try {
    const data = await work();
    return { status: 200 as const, body: { code: Code.OK, message: t(request.language, okKey), data } };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
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
  if (!deps.limiter.address(action, clientOf(request), max, windowMs))
    throw new Refusal(Code.TooManyAttempts, 'tooManyAttempts');
}

/** A 302 to a page of the web app. */
export function redirectTo(deps: Deps, reply: { header(name: string, value: string): unknown }, path: string) {
  reply.header('location', `${deps.webOrigin}${path}`);
  return { status: 302 as const, body: undefined };
}
