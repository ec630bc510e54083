import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScenarioName, WireName } from '#contract/dev.contract.js';
import type { Database } from '../db/schema.js';
import { memoryStore, openFileStore } from '../db/store.js';
import type { Replay } from '../proxy/replay.js';
import { createCounters } from '../services/limiter.js';
import { createAdmission, sandboxesBusy } from './admission.js';
import { folderBytes } from './budget.js';
import { type World, makeWorld } from './world.js';

export type SandboxSettings = {
  /** Where each sandbox keeps its files: <root>/<id>/ (db.json and its journal, uploads, snapshots). */
  root: string;
  /** SANDBOX_MAX: sandboxes at once; a new one takes the place of an idle one, else it is refused. */
  max: number;
  /** SANDBOX_TTL_HOURS: a sandbox without a write this long is removed, files and all. */
  ttlMs: number;
  /** SANDBOX_IDLE_MINUTES: a sandbox without a write this long may give its place to a new visitor's. */
  idleMs: number;
  /** SANDBOX_PER_CLIENT: live sandboxes (written within `idleMs`) one client may have started (docs/decisions/121). */
  perClient: number;
  /** SANDBOX_MAX_RECORDS: stored records a sandbox may hold before its writes are refused. */
  maxRecords: number;
  /** SANDBOX_MAX_MB: bytes a sandbox may hold in all: database (with its outbox), faults, snapshots, uploads. */
  maxBytes: number;
  /** SANDBOX_MAX_DATA_MB: of those, the bytes held in memory: its database and armed faults. */
  maxDataBytes: number;
  /** The scenario a sandbox gets when none is asked for (SCENARIO). */
  scenario: ScenarioName;
  /** The world a sandbox gets when none is asked for, in place of `scenario` (SCENARIO=file:<path>). */
  world?: Database;
  /** The recording each sandbox starts replaying (SCENARIO=recorded:<name>). */
  replay?: Replay;
  /** How each sandbox starts writing its answers (WIRE), as the server's own world. */
  wire?: WireName;
};

/** 128 bits of randomness, URL- and cookie-safe (22 characters). */
const newId = () => randomBytes(16).toString('base64url');
export const SANDBOX_ID = /^[A-Za-z0-9_-]{22}$/;
/** How often a sandbox's folder time is refreshed (its idle clock across restarts). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Every value a scenario's database holds, in new arrays and objects; strings (the articles'
 * HTML, the exercises' texts: most of the bytes) are immutable and shared by all sandboxes of the
 * scenario. A sandbox changes its own records in place and never another's.
 */
function copyShared<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyShared) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = copyShared((value as Record<string, unknown>)[key]);
    return copy as T;
  }
  return value;
}

/**
 * The sandboxes of a server (SANDBOXES=on, docs/decisions/076, 093 and 121): started on a visitor's
 * first write (reading never starts one), each a complete world stored in its own folder, kept
 * open while used, removed with its files after `ttlMs` without a write. A new one takes the place
 * of the least recently written only when that one has had no write for `idleMs` (reads do not
 * count: a sandbox only read keeps no place); when all are in use it is refused, and so is a client
 * that already has `perClient` live ones. After a restart they are found on disk and opened on
 * their first request.
 */
export function createSandboxes(
  settings: SandboxSettings,
  options: { scenario: (name: ScenarioName, now: Date) => Database; rateLimit: boolean },
) {
  /** Open sandboxes, least recently used first (a Map keeps insertion order; use moves to the end). */
  const open = new Map<string, World>();
  /** Sandboxes on disk, opened or not, with their last write (or start); least recently written first. */
  const known = new Map<string, number>();
  const opening = new Map<string, Promise<World>>();
  const bases = new Map<ScenarioName, Database>();
  const touched = new Map<string, number>();
  /** Per-address counters of the whole server, on real time: every sandbox counts into them. */
  const addresses = createCounters(() => Date.now());
  /** Sandboxes being made now: they hold their place before they are on disk. */
  let starting = 0;
  const admission = createAdmission(settings, addresses, known, () => known.size + starting, options.rateLimit);
  let pristine: World | null = null;

  const folder = (id: string) => join(settings.root, id);
  const base = (name: ScenarioName) => {
    let data = bases.get(name);
    if (!data) bases.set(name, (data = options.scenario(name, new Date())));
    return data;
  };
  /** What a new sandbox starts from: the scenario asked for, else the server's own start. */
  const start = (scenario?: ScenarioName) => (scenario ? base(scenario) : (settings.world ?? base(settings.scenario)));
  const worldOptions = (id: string | null, dir: string) => ({
    id,
    uploadDir: join(dir, 'uploads'),
    snapshotDir: join(dir, 'snapshots'),
    rateLimit: options.rateLimit,
    addresses,
    replay: settings.replay,
    wire: settings.wire,
  });

  async function openWorld(id: string, scenario?: ScenarioName): Promise<World> {
    const dir = folder(id);
    const { store } = await openFileStore(join(dir, 'db.json'), () => copyShared(start(scenario)), {
      // The database's bytes on disk count against the budget: the journal is folded in often.
      compactAtBytes: Math.max(16 * 1024, settings.maxDataBytes / 8),
    });
    const world = makeWorld({ ...worldOptions(id, dir), store });
    world.fileBytes = (await folderBytes(world.uploadDir)) + (await folderBytes(world.snapshotDir));
    open.set(id, world);
    // Opening (a read after a restart) is no write: the idle clock stays where the folder left it
    // (a new sandbox's is set by `use`).
    world.lastUsed = known.get(id) ?? world.lastUsed;
    return world;
  }

  async function remove(id: string) {
    const world = open.get(id);
    open.delete(id);
    known.delete(id);
    touched.delete(id);
    admission.release(id);
    await world?.store.close().catch(() => undefined);
    await rm(folder(id), { recursive: true, force: true });
  }

  /** Marks a sandbox as written now (moves it to the end of the eviction order). */
  function use(world: World) {
    const now = Date.now();
    world.lastUsed = now;
    open.delete(world.id!);
    open.set(world.id!, world);
    known.delete(world.id!);
    known.set(world.id!, now);
    if (now - (touched.get(world.id!) ?? 0) > TOUCH_EVERY_MS) {
      touched.set(world.id!, now);
      void utimes(folder(world.id!), now / 1000, now / 1000).catch(() => undefined);
    }
    return world;
  }

  const expired = (lastUsed: number, now = Date.now()) => now - lastUsed > settings.ttlMs;

  /**
   * Takes a place for one more (counted in `starting` at once, so parallel starts cannot all pass
   * SANDBOX_MAX): removes the least recently written while it is idle; refuses when it is not.
   */
  async function takePlace() {
    for (;;) {
      const wait = admission.roomWaitMs(Date.now());
      if (wait > 0) throw sandboxesBusy(wait);
      if (known.size + starting < settings.max) return void starting++;
      await remove(known.keys().next().value!);
    }
  }

  return {
    settings,
    /** Reads the sandboxes left on disk by an earlier run; expired ones are removed. */
    async load() {
      await mkdir(settings.root, { recursive: true });
      const found: [string, number][] = [];
      for (const entry of await readdir(settings.root, { withFileTypes: true })) {
        if (!entry.isDirectory() || !SANDBOX_ID.test(entry.name)) continue;
        const { mtimeMs } = await stat(folder(entry.name));
        if (expired(mtimeMs)) await remove(entry.name);
        else found.push([entry.name, mtimeMs]);
      }
      for (const [id, lastUsed] of found.sort((a, b) => a[1] - b[1])) known.set(id, lastUsed);
    },
    /**
     * Whether `client` (services/client-address.ts) may start a sandbox now (counted when it may):
     * throws a SandboxRefusal when every sandbox is in use, it has its bound of live ones, or it
     * has started too many lately.
     */
    admit: (client: string) => admission.admit(client),
    /** A new sandbox, started by `client` (counted against its bound of live ones). */
    async create(scenario?: ScenarioName, client?: string): Promise<World> {
      const id = newId();
      if (client !== undefined) admission.claim(id, client);
      let placed = false;
      try {
        await takePlace();
        placed = true;
        await mkdir(folder(id), { recursive: true });
        touched.set(id, Date.now());
        return use(await openWorld(id, scenario));
      } catch (error) {
        admission.release(id);
        throw error;
      } finally {
        if (placed) starting--;
      }
    },
    /**
     * The sandbox of this id, opened if it is on disk; null when unknown or expired. `write`: the
     * request changes state, and restarts the sandbox's idle clock (a read does not).
     */
    async get(id: string, write = false): Promise<World | null> {
      if (!SANDBOX_ID.test(id)) return null;
      const lastUsed = known.get(id);
      if (lastUsed === undefined) return null;
      if (expired(lastUsed)) {
        await remove(id);
        return null;
      }
      const world = open.get(id);
      if (world) return write ? use(world) : world;
      let pending = opening.get(id);
      if (!pending) {
        pending = openWorld(id).finally(() => opening.delete(id));
        opening.set(id, pending);
      }
      const opened = await pending;
      return write ? use(opened) : opened;
    },
    /**
     * The world a visitor without a sandbox reads: the server's scenario as it is, in memory,
     * logging nothing. Only reads reach it (every write starts a sandbox first).
     */
    pristine(): World {
      pristine ??= makeWorld({
        ...worldOptions(null, join(settings.root, '.pristine')),
        store: memoryStore(start()),
        inspect: false,
      });
      return pristine;
    },
    /** Removes a sandbox with its files (DELETE /__dev/sandbox: a test is done with it). */
    remove,
    /**
     * Undoes a sandbox started for a request refused before any route ran (a body that cannot be
     * read, one too large): removed with its files, its start not counted against its client.
     */
    async discard(id: string, client: string) {
      admission.refund(client);
      await remove(id);
    },
    /** Removes the sandboxes idle past their time. */
    async sweep(now = Date.now()) {
      for (const [id, lastUsed] of [...known]) if (expired(lastUsed, now)) await remove(id);
    },
    /** The open sandboxes (subscription renewals run in each). */
    openWorlds: () => [...open.values()],
    count: () => known.size,
    /** How many stored records a sandbox holds: its cap is checked before a write. */
    records: (world: World) =>
      Object.values(world.store.data).reduce((sum, v) => sum + (Array.isArray(v) ? v.length : 0), 0),
    async closeAll() {
      for (const world of open.values()) {
        await world.store.close().catch(() => undefined);
        // Closing folds the journal in (a rename, which moves the folder's time): put the idle
        // clock back, so the order of eviction after a restart is the order of the last writes.
        const lastUsed = known.get(world.id!);
        if (lastUsed !== undefined)
          await utimes(folder(world.id!), lastUsed / 1000, lastUsed / 1000).catch(() => undefined);
      }
      open.clear();
    },
  };
}
export type Sandboxes = ReturnType<typeof createSandboxes>;
