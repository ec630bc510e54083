import type { Clock } from './clock.js';

type Counter = { start: number; windowMs: number; count: number };

/** Counters kept before a sweep drops the ones whose own window has ended. */
const SWEEP_AT = 50_000;

/**
 * Fixed-window counters on a time source, each with its own window: a sweep drops only counters
 * whose window has ended, so a one-hour counter is never cut short by a one-minute call.
 */
export function createCounters(now: () => number) {
  const counters = new Map<string, Counter>();
  const live = (c: Counter | undefined, at: number): c is Counter => !!c && at - c.start < c.windowMs;

  function sweep(at: number) {
    for (const [key, c] of counters) if (!live(c, at)) counters.delete(key);
  }
  return {
    /** Counts one event; false when the counter has gone over `max` in its window. */
    hit(key: string, max: number, windowMs: number): boolean {
      const at = now();
      const c = counters.get(key);
      if (live(c, at)) return ++c.count <= max;
      counters.set(key, { start: at, windowMs, count: 1 });
      if (counters.size > SWEEP_AT) sweep(at);
      return 1 <= max;
    },
    /** true when the counter has used up `max` in its window, without counting this look. */
    full(key: string, max: number): boolean {
      const c = counters.get(key);
      return live(c, now()) && c.count >= max;
    },
    /** Whole seconds until the counter's window ends (0 when it has none running). */
    secondsLeft(key: string): number {
      const at = now();
      const c = counters.get(key);
      return live(c, at) ? Math.max(1, Math.ceil((c.start + c.windowMs - at) / 1000)) : 0;
    },
    /** Takes back one event counted in the window still running (a start that was undone). */
    unhit(key: string) {
      const c = counters.get(key);
      if (live(c, now()) && c.count > 0) c.count -= 1;
    },
    delete: (key: string) => counters.delete(key),
    deleteStartingWith(prefix: string) {
      for (const key of counters.keys()) if (key.startsWith(prefix)) counters.delete(key);
    },
    size: () => counters.size,
    reset: () => counters.clear(),
  };
}
export type Counters = ReturnType<typeof createCounters>;

/**
 * A world's limits. Per-account counters are the world's own and follow its fake clock, so
 * /__dev/clock lifts them as time passes. Per-address counters are the world's own too, except in
 * sandbox mode, where every sandbox shares the server's (`addresses`, on real time): a client
 * cannot escape them by spreading its calls over sandboxes, moving a sandbox's clock or resetting
 * it. Per-address limits can be switched off for bulk test runs (RATE_LIMIT=off); per-account
 * limits never are (requirements D2).
 */
export function createLimiter(clock: Clock, perAddressEnabled: boolean, addresses?: Counters) {
  const own = createCounters(() => clock.now().getTime());
  const byAddress = addresses ?? own;
  return {
    /** false when the client address has gone over its limit for this action. */
    address: (action: string, ip: string, max: number, windowMs: number) =>
      !perAddressEnabled || byAddress.hit(`ip:${action}:${ip}`, max, windowMs),
    /** Whole seconds until the client address's counter for this action ends (0 when none runs). */
    addressWait: (action: string, ip: string) => byAddress.secondsLeft(`ip:${action}:${ip}`),
    /** false when the account (e-mail, or user id) has gone over its limit for this action. */
    account: (action: string, account: string, max: number, windowMs: number) =>
      own.hit(`acct:${action}:${account}`, max, windowMs),
    /** true when the account has used up its limit, without counting this look. */
    blocked: (action: string, account: string, max: number) => own.full(`acct:${action}:${account}`, max),
    /** Whole seconds until the account's counter for this action ends, on the world's clock (0 when none runs). */
    accountWait: (action: string, account: string) => own.secondsLeft(`acct:${action}:${account}`),
    clear: (action: string, account: string) => own.delete(`acct:${action}:${account}`),
    /** Drops every counter of an action whose key starts with `prefix`. */
    clearStartingWith: (action: string, prefix: string) => own.deleteStartingWith(`acct:${action}:${prefix}`),
    /** How many counters are held (for tests of the sweep). */
    size: () => own.size(),
    /** A scenario switch or a restore: the world's own counters start again (never the server's shared ones). */
    reset: () => own.reset(),
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
