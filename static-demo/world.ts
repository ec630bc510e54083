import type { CheckoutArm, Fault, WireName } from '#contract/dev.contract.js';
import { scenario } from '#fake-server/seed/index.js';
import type { Database } from '#fake-server/db/schema.js';
import { createFaults } from '../fake-server/dev/faults.js';
import { type Clock, createClock } from '../fake-server/services/clock.js';
import { runDue } from '../fake-server/services/provider.js';
import type { HashCost } from '../fake-server/services/secrets.js';
import { createBackend } from './backend.js';
import type { HostRequest } from './host/host.js';
import { PROJECT_MOUNT } from './node/project-root.js';
import { files } from './storage/file-store.js';
import { openIdb } from './storage/idb.js';
import { openWorldStore } from './storage/world-store.js';

/** What of a world is not in its database: the test clock's offset, the armed faults, the wire. */
type Meta = { offsetMs: number; faults: Fault[]; wire?: WireName; checkout?: CheckoutArm | null };
const META_KEY = 'state';
/** The world's own id in `meta`, made with it: a page that saw another id knows its world was cleared. */
const ID_KEY = 'id';
/** Subscriptions renew and end as real time passes (fake-server/server.ts does it every minute). */
const RENEWALS_EVERY_MS = 60_000;

export type WorldOptions = {
  /** The IndexedDB database's name: one per published folder, so two demos on one origin stay apart. */
  name: string;
  /** The site's own address, base path included. */
  webOrigin: string;
  /** Reads a file of the published folder (the API reference), by its path in the folder. */
  published?: (path: string) => Promise<Uint8Array | null>;
  idbFactory?: IDBFactory;
  hashCost?: HashCost;
  /** For tests: the first database, a clock, folders on a real disk, per-address limits off. */
  seed?: () => Database;
  clock?: Clock;
  uploadDir?: string;
  snapshotDir?: string;
  rateLimit?: boolean;
};

/**
 * A visitor's world in their browser: the fake server's database, files, clock and faults in
 * IndexedDB, served by the fake server's own code (backend.ts). Everything a request changes is
 * stored before it is answered, so a reload or a browser restart finds it as it was.
 */
export async function openWorld(options: WorldOptions) {
  const idb = await openIdb(options.name, options.idbFactory);
  await files.open(idb, options.published ? { prefix: PROJECT_MOUNT, read: options.published } : undefined);
  const { store, created, lost } = await openWorldStore(idb, options.seed ?? (() => scenario('demo')));
  const meta = (await idb.get<Meta>('meta', META_KEY)) ?? { offsetMs: 0, faults: [] };
  let id = await idb.get<string>('meta', ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    // Kept if it can be: a world whose id is not stored gets a new one next time, nothing worse.
    await idb.write('meta', [[ID_KEY, id]]).catch(() => undefined);
  }
  const clock = options.clock ?? createClock();
  clock.advance(meta.offsetMs);
  const wire = { current: meta.wire ?? 'project' };
  const faults = createFaults();
  // The armed faults come back with their ids and what is left of their counts.
  for (const { id, remaining, expiresAt, ...input } of meta.faults) faults.add(input, { id, remaining, expiresAt });
  faults.armCheckout(meta.checkout ?? null);
  const { host, deps } = await createBackend({
    store,
    clock,
    faults,
    wire,
    webOrigin: options.webOrigin,
    uploadDir: options.uploadDir ?? '/world/uploads',
    snapshotDir: options.snapshotDir ?? '/world/snapshots',
    scenario,
    hashCost: options.hashCost,
    rateLimit: options.rateLimit,
  });

  let saved = JSON.stringify(meta);
  async function saveMeta() {
    const now: Meta = {
      offsetMs: clock.offsetMs(),
      faults: faults.list(),
      wire: wire.current,
      checkout: faults.checkout(),
    };
    const text = JSON.stringify(now);
    if (text === saved) return;
    await idb.write('meta', [[META_KEY, JSON.parse(text) as Meta]]);
    saved = text;
  }
  let renewedAt = 0;
  async function renew() {
    if (Date.now() - renewedAt < RENEWALS_EVERY_MS) return;
    renewedAt = Date.now();
    if (runDue(deps) > 0) await store.write();
  }

  return {
    created,
    /** Which world this is: made with it, kept until the browser clears it. */
    id,
    deps,
    /** Whether another worker wrote to the stored world since this one read or wrote it. */
    stale: () => idb.stale(),
    /** The database was closed or deleted under this world, or a refused write could not be undone. */
    lost: () => idb.closed || lost(),
    async handle(request: HostRequest) {
      await renew().catch(() => undefined);
      const answer = await host.handle(request);
      // The clock and the faults are kept like the database; a failure here costs only them.
      await saveMeta().catch(() => undefined);
      return answer;
    },
    close: () => idb.close(),
  };
}
export type World = Awaited<ReturnType<typeof openWorld>>;
