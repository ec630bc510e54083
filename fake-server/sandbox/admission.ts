import { Code, type ErrorCode } from '#contract/envelope.js';
import type { MessageKey } from '../i18n/messages.js';
import type { Counters } from '../services/limiter.js';
import { Refusal } from '../services/refusal.js';

/**
 * New sandboxes one client (an IPv4 address, an IPv6 /64) may start (docs/decisions/093, 121): a few
 * a minute, and a bounded number an hour, so one client (or a crawler that keeps no cookies)
 * cannot fill the server.
 */
export const NEW_SANDBOXES_PER_ADDRESS = [
  { max: 5, windowMs: 60_000 },
  { max: 30, windowMs: 3_600_000 },
] as const;

/** A sandbox that cannot be started now: the answer's status, and when to try again (Retry-After). */
export class SandboxRefusal extends Refusal {
  declare readonly retryAfterS: number;
  constructor(
    code: ErrorCode,
    key: MessageKey,
    readonly status: 200 | 503,
    retryAfterS: number,
    params: Record<string, string> = {},
  ) {
    super(code, key, { ...params, minutes: String(Math.max(1, Math.ceil(retryAfterS / 60))) }, retryAfterS);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Every sandbox is in use (none idle long enough to make room): 503, back when the least recently written turns idle. */
export const sandboxesBusy = (waitMs: number) =>
  new SandboxRefusal(Code.ServerError, 'sandboxesBusy', 503, seconds(waitMs));

/**
 * Who may start a sandbox, and when one who may not can (docs/decisions/093 and 121). `lastWrites`
 * is the sandboxes' idle clock (the last write each took, or its start), in eviction order: least
 * recently written first. Three limits, each with the wait it really means:
 * - every sandbox is in use (`max`, none idle `idleMs`): 503, until the least recently written
 *   one turns idle (only writes move that, so reads cannot push it back);
 * - the client's own live sandboxes (started by it, written within `idleMs`) are `perClient`:
 *   1007, until enough of them turn idle, which also makes room;
 * - it started too many lately (NEW_SANDBOXES_PER_ADDRESS): 1007, until its window ends.
 * When several hold, the answer names the longest wait. `enabled: false` (RATE_LIMIT=off, bulk
 * test runs) lifts the two per-client limits.
 */
export function createAdmission(
  settings: { max: number; idleMs: number; perClient: number },
  counters: Counters,
  lastWrites: Map<string, number>,
  /** Places taken: the sandboxes on disk and those being made. */
  taken: () => number,
  enabled: boolean,
) {
  /** Who started each sandbox, by id (in memory: a sandbox found on disk after a restart has none). */
  const owners = new Map<string, string>();
  const counterKeys = (client: string) =>
    NEW_SANDBOXES_PER_ADDRESS.map((limit) => ({ ...limit, key: `sandbox-new:${limit.windowMs}:${client}` }));

  /** Milliseconds until there is room for one more: 0 when there is, or the least recently written is idle. */
  function roomWaitMs(now: number): number {
    if (taken() < settings.max) return 0;
    const oldest = lastWrites.values().next().value;
    // Every place is being made this moment: the first of them turns idle `idleMs` from now at the earliest.
    return Math.max(0, (oldest ?? now) + settings.idleMs - now);
  }

  /** Milliseconds until the client is under its bound of live sandboxes (0 when it is). One being started counts. */
  function clientWaitMs(client: string, now: number): number {
    const ends: number[] = [];
    for (const [id, owner] of owners) {
      const end = (lastWrites.get(id) ?? now) + settings.idleMs;
      if (owner === client && end > now) ends.push(end);
    }
    if (ends.length < settings.perClient) return 0;
    return ends.sort((a, b) => a - b)[ends.length - settings.perClient]! - now;
  }

  const overBound = (ms: number) =>
    new SandboxRefusal(Code.TooManyAttempts, 'sandboxesPerClient', 200, seconds(ms), {
      max: String(settings.perClient),
    });
  const refusals = (client: string, now: number): SandboxRefusal[] => {
    const found: SandboxRefusal[] = [];
    const room = roomWaitMs(now);
    if (room > 0) found.push(sandboxesBusy(room));
    if (!enabled) return found;
    const own = clientWaitMs(client, now);
    if (own > 0) found.push(overBound(own));
    for (const { key, max } of counterKeys(client))
      if (counters.full(key, max))
        found.push(new SandboxRefusal(Code.TooManyAttempts, 'sandboxRateLimited', 200, counters.secondsLeft(key)));
    return found;
  };
  const longest = (found: SandboxRefusal[]) => found.reduce((a, b) => (b.retryAfterS > a.retryAfterS ? b : a));

  return {
    roomWaitMs,
    /** Counts a new sandbox against `client`, or throws the SandboxRefusal with the longest wait. */
    admit(client: string) {
      const found = refusals(client, Date.now());
      if (found.length > 0) throw longest(found);
      if (enabled) for (const { key, max, windowMs } of counterKeys(client)) counters.hit(key, max, windowMs);
    },
    /**
     * Records `client` as the starter of sandbox `id` before it is made (at once, so parallel
     * starts cannot all pass), or throws when the client is at its bound.
     */
    claim(id: string, client: string) {
      const own = enabled ? clientWaitMs(client, Date.now()) : 0;
      if (own > 0) throw overBound(own);
      owners.set(id, client);
    },
    release: (id: string) => owners.delete(id),
    /** Takes back a start counted against `client` (its sandbox was undone before any route ran). */
    refund(client: string) {
      if (enabled) for (const { key } of counterKeys(client)) counters.unhit(key);
    },
  };
}
