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

/**
 * One writer at a time over a stored world (docs/decisions/118). Every request is answered under
 * a lock named for the world, held by one worker of the origin at a time: the old and the new
 * worker of a release, or a worker the browser started again. Before answering, the worker makes
 * sure its copy in memory is the stored one: a copy another worker wrote after (the stamp of
 * the last write differs), or one whose database was closed, deleted or could not undo a refused
 * write (docs/decisions/119), is dropped and the world opened again from what is stored. A
 * world the browser deleted opens as a new one, from the scenario, with a new id: every answer
 * names its world so the page can tell the visitor (DEMO_WORLD_HEADER).
 */
export function keepWorld(options: { name: string; open: () => Promise<World>; locks?: Locks }) {
  const locks = options.locks ?? browserLocks() ?? localLocks();
  let current: World | null = null;

  async function fresh(): Promise<World> {
    if (current && !current.lost() && !(await current.stale().catch(() => true))) return current;
    current?.close();
    current = null;
    current = await options.open();
    return current;
  }

  return {
    /** Opens the world ahead of the first request (a first visit's seeding while the page waits). */
    warm: () => locks.request(options.name, async () => void (await fresh())),
    handle: (request: HostRequest): Promise<HostAnswer> =>
      locks.request(options.name, async () => {
        const world = await fresh();
        const answer = await world.handle(request);
        return { ...answer, headers: { ...answer.headers, [DEMO_WORLD_HEADER]: world.id } };
      }),
    /** The world as this worker holds it now (tests). */
    current: () => current,
  };
}
export type Keeper = ReturnType<typeof keepWorld>;
