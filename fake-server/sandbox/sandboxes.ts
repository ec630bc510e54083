import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScenarioName } from '#contract/dev.contract.js';
import type { Database } from '#fixtures/schema.js';
import { openFileStore } from '../db/store.js';
import { type World, makeWorld } from './world.js';

export type SandboxSettings = {
  /** Where each sandbox keeps its files: <root>/<id>/ (db.json and its journal, uploads, snapshots). */
  root: string;
  /** SANDBOX_MAX: creating one more evicts the least recently used. */
  max: number;
  /** SANDBOX_TTL_HOURS: a sandbox idle this long is removed, files and all. */
  ttlMs: number;
  /** SANDBOX_MAX_RECORDS: stored records a sandbox may hold before its writes are refused. */
  maxRecords: number;
  /** SANDBOX_MAX_UPLOAD_MB: bytes of uploaded files a sandbox may hold. */
  maxUploadBytes: number;
  /** The scenario a sandbox gets when none is asked for (SCENARIO). */
  scenario: ScenarioName;
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
 * The sandboxes of a server (SANDBOXES=on): created on demand, each a complete world stored in its
 * own folder (its own database file and journal, so one sandbox's write never rewrites another's),
 * kept open while used, least recently used first out past `max`, removed with its files after
 * `ttlMs` idle. After a restart they are found on disk and opened on their first request.
 */
export function createSandboxes(
  settings: SandboxSettings,
  options: { scenario: (name: ScenarioName, now: Date) => Database; rateLimit: boolean },
) {
  /** Open sandboxes, least recently used first (a Map keeps insertion order; use moves to the end). */
  const open = new Map<string, World>();
  /** Sandboxes on disk, opened or not, with their last use; least recently used first. */
  const known = new Map<string, number>();
  const opening = new Map<string, Promise<World>>();
  const bases = new Map<ScenarioName, Database>();
  const touched = new Map<string, number>();

  const folder = (id: string) => join(settings.root, id);
  const base = (name: ScenarioName) => {
    let data = bases.get(name);
    if (!data) bases.set(name, (data = options.scenario(name, new Date())));
    return data;
  };

  async function openWorld(id: string, scenario?: ScenarioName): Promise<World> {
    const dir = folder(id);
    const { store } = await openFileStore(join(dir, 'db.json'), () => copyShared(base(scenario ?? settings.scenario)));
    const world = makeWorld({
      id,
      store,
      uploadDir: join(dir, 'uploads'),
      snapshotDir: join(dir, 'snapshots'),
      rateLimit: options.rateLimit,
    });
    open.set(id, world);
    known.set(id, world.lastUsed);
    return world;
  }

  async function remove(id: string) {
    const world = open.get(id);
    open.delete(id);
    known.delete(id);
    touched.delete(id);
    await world?.store.close().catch(() => undefined);
    await rm(folder(id), { recursive: true, force: true });
  }

  /** Marks a sandbox as used now (moves it to the end of the eviction order). */
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
    async create(scenario?: ScenarioName): Promise<World> {
      while (known.size >= settings.max) await remove(known.keys().next().value!);
      const id = newId();
      await mkdir(folder(id), { recursive: true });
      touched.set(id, Date.now());
      return use(await openWorld(id, scenario));
    },
    /** The sandbox of this id, opened if it is on disk; null when unknown or expired. */
    async get(id: string): Promise<World | null> {
      if (!SANDBOX_ID.test(id)) return null;
      const lastUsed = known.get(id);
      if (lastUsed === undefined) return null;
      if (expired(lastUsed)) {
        await remove(id);
        return null;
      }
      const world = open.get(id);
      if (world) return use(world);
      let pending = opening.get(id);
      if (!pending) {
        pending = openWorld(id).finally(() => opening.delete(id));
        opening.set(id, pending);
      }
      return use(await pending);
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
    async uploadBytes(world: World) {
      const files = await readdir(world.uploadDir).catch(() => [] as string[]);
      const sizes = await Promise.all(
        files.map((f) =>
          stat(join(world.uploadDir, f)).then(
            (s) => s.size,
            () => 0,
          ),
        ),
      );
      return sizes.reduce((a, b) => a + b, 0);
    },
    async closeAll() {
      for (const world of open.values()) await world.store.close().catch(() => undefined);
      open.clear();
    },
  };
}
export type Sandboxes = ReturnType<typeof createSandboxes>;
