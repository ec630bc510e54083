import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { WireName } from '#contract/dev.contract.js';
import type { Store } from '../db/store.js';
import { type Faults, createFaults } from '../dev/faults.js';
import { type InspectorLog, createInspectorLog } from '../dev/inspector.js';
import type { Replay, ReplayState } from '../proxy/replay.js';
import { type Clock, createClock } from '../services/clock.js';
import { type Counters, type Limiter, createLimiter } from '../services/limiter.js';
import { type Mailer, createMailer } from '../services/mailer.js';

/**
 * One complete fake backend: database, mail outbox, armed faults, clock, uploaded files, request
 * inspector, snapshots. The server has one of its own; in sandbox mode (SANDBOXES=on) every
 * sandbox is another (docs/decisions/076).
 */
export type World = {
  /** null for the server's own world. */
  id: string | null;
  store: Store;
  clock: Clock;
  mailer: Mailer;
  limiter: Limiter;
  faults: Faults;
  inspector: InspectorLog;
  /** How its answers are written (WIRE, or switched from /__dev/wire). */
  wire: WireName;
  uploadDir: string;
  snapshotDir: string;
  /** The recording replayed over its data (SCENARIO=recorded:<name>, or a reset to one): its own. */
  replay: ReplayState;
  /** When a request last used it (ms since the epoch): idle expiry and least-recently-used eviction. */
  lastUsed: number;
  /** Bytes of request bodies arriving into it now (a sandbox's budget counts them before they are stored). */
  pendingBytes: number;
  /** Bytes of its uploads and snapshots on disk, as last counted (after each write that may change them). */
  fileBytes: number;
};

export function makeWorld(options: {
  id: string | null;
  store: Store;
  clock?: Clock;
  uploadDir: string;
  snapshotDir: string;
  rateLimit: boolean;
  /** The server's per-address counters (sandbox mode): shared by every sandbox, on real time. */
  addresses?: Counters;
  replay?: Replay;
  /** false: its request log keeps nothing (the scenario every newcomer reads, shared by all). */
  inspect?: boolean;
  wire?: WireName;
}): World {
  const clock = options.clock ?? createClock();
  return {
    id: options.id,
    store: options.store,
    clock,
    mailer: createMailer(options.store, clock),
    limiter: createLimiter(clock, options.rateLimit, options.addresses),
    faults: createFaults(),
    inspector: createInspectorLog(options.inspect === false),
    wire: options.wire ?? 'project',
    uploadDir: options.uploadDir,
    snapshotDir: options.snapshotDir,
    replay: { current: options.replay },
    lastUsed: Date.now(),
    pendingBytes: 0,
    fileBytes: 0,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The world this request acts on (the sandbox hook sets it; the server's own otherwise). */
    world: World | null;
  }
}

/**
 * Which world the code running now acts on: the request's, carried through every await by
 * AsyncLocalStorage, else the server's own. Services keep taking `deps`; its parts are views of
 * the current world.
 */
export function createWorldContext(own: World) {
  const als = new AsyncLocalStorage<World>();
  const current = () => als.getStore() ?? own;
  return {
    own,
    current,
    of: (request: FastifyRequest) => request.world ?? own,
    run: <T>(world: World, fn: () => T): T => als.run(world, fn),
    /** An object that is, at every access, the current world's part. */
    view<T extends object>(pick: (world: World) => T): T {
      return new Proxy({} as T, {
        get(_target, key) {
          const part = pick(current()) as Record<PropertyKey, unknown>;
          const value = part[key];
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(part) : value;
        },
        set(_target, key, value) {
          (pick(current()) as Record<PropertyKey, unknown>)[key] = value;
          return true;
        },
        has: (_target, key) => key in pick(current()),
      });
    },
  };
}
export type WorldContext = ReturnType<typeof createWorldContext>;
