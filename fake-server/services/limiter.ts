import type { Clock } from './clock.js';

type Counter = { start: number; windowMs: number; count: number };

/** Counters kept before a sweep drops the ones whose own window has ended. */
const SWEEP_AT = 50_000;

/**
 * Fixed-window counters in memory, each with its own window: a sweep drops only counters whose
 * window has ended, so a one-hour counter is never cut short by a one-minute call. Per-address
 * limits can be switched off for bulk test runs (RATE_LIMIT=off); per-account limits never are
 * (requirements D2). They follow the fake clock, so /__dev/clock lifts them as time passes.
 */
export function createLimiter(clock: Clock, perAddressEnabled: boolean) {
  const counters = new Map<string, Counter>();
  const now = () => clock.now().getTime();
  const live = (c: Counter | undefined, at: number): c is Counter => !!c && at - c.start < c.windowMs;

  function sweep(at: number) {
    for (const [key, c] of counters) if (!live(c, at)) counters.delete(key);
  }
  /** Counts one event; false when the counter has gone over `max` in its window. */
  function hit(key: string, max: number, windowMs: number): boolean {
    const at = now();
    const c = counters.get(key);
    if (live(c, at)) return ++c.count <= max;
    counters.set(key, { start: at, windowMs, count: 1 });
    if (counters.size > SWEEP_AT) sweep(at);
    return 1 <= max;
  }
  /** true when the counter has used up `max` in its window, without counting this look. */
  function full(key: string, max: number): boolean {
    const c = counters.get(key);
    return live(c, now()) && c.count >= max;
  }
  return {
    /** false when the client address has gone over its limit for this action. */
    address: (action: string, ip: string, max: number, windowMs: number) =>
      !perAddressEnabled || hit(`ip:${action}:${ip}`, max, windowMs),
    /** false when the account (e-mail, or user id) has gone over its limit for this action. */
    account: (action: string, account: string, max: number, windowMs: number) =>
      hit(`acct:${action}:${account}`, max, windowMs),
    /** true when the account has used up its limit, without counting this look. */
    blocked: (action: string, account: string, max: number) => full(`acct:${action}:${account}`, max),
    clear: (action: string, account: string) => counters.delete(`acct:${action}:${account}`),
    /** Drops every counter of an action whose key starts with `prefix`. */
    clearStartingWith(action: string, prefix: string) {
      for (const key of counters.keys()) if (key.startsWith(`acct:${action}:${prefix}`)) counters.delete(key);
    },
    /** How many counters are held (for tests of the sweep). */
    size: () => counters.size,
    reset: () => counters.clear(),
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
