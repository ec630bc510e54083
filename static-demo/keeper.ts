import { DEMO_WORLD_HEADER } from '#contract/demo-world.js';
import type { HostAnswer, HostRequest } from './host/host.js';
import type { World } from './world.js';

/** The part of the Web Locks API used here (navigator.locks). */
export type Locks = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/** One lock per name within this script, where the browser has no Web Locks (nor Node before 22). */
export function localLocks(): Locks {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>) {
      const turn = (queues.get(name) ?? Promise.resolve()).then(callback);
      queues.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

const browserLocks = (): Locks | undefined =>
  (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks ?? undefined;

/** How long a worker lets new requests join the lock it holds: then another worker waiting gets its turn. */
const LEASE_MS = 500;

/** The lock as one worker holds it for a run of requests, answered side by side. */
type Lease = { started: number; users: number; granted: Promise<void>; checked: Promise<World> | null; end(): void };

/**
 * One writer at a time over a stored world (docs/decisions/118). Requests are answered under a
 * lock named for the world, held by one worker of the origin at a time (the old and the new worker
 * of a release, or a worker the browser started again); within a worker they run side by side, as
 * on the server, and new ones join the held lock for LEASE_MS, then wait their turn behind any
 * other worker. On taking the lock, a worker makes sure its copy in memory is the stored one: a
 * copy another worker wrote after (the stamp of the last write differs), or one whose database was
 * closed, deleted or could not undo a refused write (docs/decisions/119), is dropped and the world
 * opened again from what is stored. A world the browser deleted opens as a new one, from the
 * scenario, with a new id: every answer names its world so the page can tell the visitor
 * (DEMO_WORLD_HEADER).
 */
export function keepWorld(options: { name: string; open: () => Promise<World>; locks?: Locks }) {
  const locks = options.locks ?? browserLocks() ?? localLocks();
  let current: World | null = null;
  let opening: Promise<World> | null = null;
  let lease: Lease | null = null;

  /** The world to answer from: opened again when lost, or (`stamp`) when another worker wrote since. */
  async function fresh(stamp: boolean): Promise<World> {
    if (opening) return opening;
    const held = current;
    if (held && !held.lost() && !(stamp && (await held.stale().catch(() => true)))) return held;
    opening ??= (async () => {
      current?.close();
      current = null;
      current = await options.open();
      return current;
    })().finally(() => (opening = null));
    return opening;
  }

  function join(): Lease {
    if (!lease || Date.now() - lease.started >= LEASE_MS) {
      let end!: () => void;
      const ended = new Promise<void>((resolve) => (end = resolve));
      const granted = new Promise<void>((resolve, reject) => {
        locks
          .request(options.name, () => {
            resolve();
            return ended;
          })
          .catch(reject);
      });
      lease = { started: Date.now(), users: 0, granted, checked: null, end };
    }
    lease.users += 1;
    return lease;
  }

  function leave(held: Lease) {
    held.users -= 1;
    if (held.users > 0) return;
    held.end();
    if (lease === held) lease = null;
  }

  async function within<T>(work: (world: World) => Promise<T>): Promise<T> {
    const held = join();
    try {
      await held.granted;
      // The stamp once a turn: while the lock is held, no other worker writes.
      held.checked ??= fresh(true).catch((error: unknown) => {
        held.checked = null;
        throw error;
      });
      await held.checked;
      return await work(await fresh(false));
    } finally {
      leave(held);
    }
  }

  return {
    /** Opens the world ahead of the first request (a first visit's seeding while the page waits). */
    warm: () => within(async () => undefined),
    /** Answers under the world's lock (an answer a delay fault holds waits after it: fetch-adapter.ts). */
    handle: (request: HostRequest): Promise<HostAnswer> =>
      within(async (world) => {
        const answer = await world.handle(request);
        return { ...answer, headers: { ...answer.headers, [DEMO_WORLD_HEADER]: world.id } };
      }),
    /** The world as this worker holds it now (tests). */
    current: () => current,
  };
}
export type Keeper = ReturnType<typeof keepWorld>;
