import type { Clock } from './clock.js';

/**
 * Fixed-window counters in memory. Per-address limits can be switched off for bulk test runs
 * (RATE_LIMIT=off); per-account limits never are (decisions §2).
 */
export function createLimiter(clock: Clock, perAddressEnabled: boolean) {
  const windows = new Map<string, { start: number; count: number }>();
  function hit(key: string, max: number, windowMs: number): boolean {
    const now = clock.now().getTime();
    const w = windows.get(key);
    if (!w || now - w.start >= windowMs) {
      windows.set(key, { start: now, count: 1 });
      if (windows.size > 50_000) sweep(now, windowMs);
      return true;
    }
    w.count++;
    return w.count <= max;
  }
  function sweep(now: number, windowMs: number) {
    for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
  }
  return {
    /** false when the client address has gone over its limit for this action. */
    address: (action: string, ip: string, max: number, windowMs: number) =>
      !perAddressEnabled || hit(`ip:${action}:${ip}`, max, windowMs),
    /** false when the account (e-mail) has gone over its limit for this action. */
    account: (action: string, email: string, max: number, windowMs: number) => hit(`acct:${action}:${email}`, max, windowMs),
    /** true when the account has used up its limit, without counting this look. */
    blocked(action: string, email: string, max: number, windowMs: number): boolean {
      const w = windows.get(`acct:${action}:${email}`);
      return !!w && clock.now().getTime() - w.start < windowMs && w.count >= max;
    },
    clear: (action: string, email: string) => windows.delete(`acct:${action}:${email}`),
    reset: () => windows.clear(),
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
