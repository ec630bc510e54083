import { Code, type ErrorCode } from '#contract/envelope.js';
import type { MessageKey } from '../i18n/messages.js';
import type { Counters } from '../services/limiter.js';
import { Refusal } from '../services/refusal.js';

/**
 * New sandboxes one client address may start (docs/decisions/093): a few a minute, and a bounded
 * number an hour, so one client (or a crawler that keeps no cookies) cannot fill the server.
 */
export const NEW_SANDBOXES_PER_ADDRESS = [
  { max: 5, windowMs: 60_000 },
  { max: 30, windowMs: 3_600_000 },
] as const;

/** A sandbox that cannot be started now: the answer's status, and when to try again (Retry-After). */
export class SandboxRefusal extends Refusal {
  constructor(
    code: ErrorCode,
    key: MessageKey,
    readonly status: 200 | 503,
    readonly retryAfterS: number,
  ) {
    super(code, key);
  }
}

/**
 * Counts a new sandbox against its client's address, or refuses it (1007, as the API's other
 * per-address limits). `enabled: false` (RATE_LIMIT=off, bulk test runs) counts nothing.
 */
export function admitAddress(counters: Counters, address: string, enabled: boolean) {
  if (!enabled) return;
  const keys = NEW_SANDBOXES_PER_ADDRESS.map((limit) => ({
    ...limit,
    key: `sandbox-new:${limit.windowMs}:${address}`,
  }));
  for (const { key, max } of keys)
    if (counters.full(key, max))
      throw new SandboxRefusal(Code.TooManyAttempts, 'sandboxRateLimited', 200, counters.secondsLeft(key));
  for (const { key, max, windowMs } of keys) counters.hit(key, max, windowMs);
}

/** Every sandbox is in use (none idle long enough to make room): 503, back when the least used one turns idle. */
export const sandboxesBusy = (retryAfterS: number) =>
  new SandboxRefusal(Code.ServerError, 'sandboxesBusy', 503, Math.max(1, retryAfterS));
