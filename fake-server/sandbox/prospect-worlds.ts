import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code } from '#contract/envelope.js';
import { PROSPECT_WORLD_ID } from '#contract/prospect-link.js';
import { Refusal } from '../services/refusal.js';

/**
 * A world a salesperson prepared for a prospect, as the server keeps it (docs/decisions/176): the
 * fixture document, and the hashes of its passwords (made once, when it was stored: opening it
 * hashes nothing). Every visitor who opens its link gets a copy built from it then, its relative
 * times counted from that moment.
 */
export type StoredWorld = { document: unknown; hashes: Record<string, string>; createdAt: string };

export type ProspectWorldSettings = {
  /** Where they are kept: one file each, `<id>.json`. */
  dir: string;
  /** PROSPECT_WORLDS_MAX: worlds kept at once; one more is refused until the oldest expires. */
  max: number;
  /** PROSPECT_WORLD_DAYS: how long a world (and every link to it) lasts. */
  ttlMs: number;
};

/** PROSPECT_WORLDS_MAX and PROSPECT_WORLD_DAYS when unset: 200 worlds of at most 256 KB, 50 MB of disk, for 30 days. */
export const PROSPECT_WORLD_DEFAULTS = { max: 200, ttlMs: 30 * 24 * 3_600_000 };
/** The most one stored world's file may hold: a dozen people are about 5 KB. */
export const PROSPECT_WORLD_MAX_BYTES = 256 * 1024;

const newId = () => randomBytes(16).toString('base64url');
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The stored worlds of a sandbox-mode server: bounded in count (`max`), size
 * (PROSPECT_WORLD_MAX_BYTES each) and time (`ttlMs`, counted from when each was stored), named by
 * 128 random bits. When all places are taken, a new one is refused (503, Retry-After: until the
 * oldest expires) rather than pushing out a world whose link a prospect may be about to open.
 * They survive a restart; the expired are removed on start and by `sweep`.
 */
export function createProspectWorlds(settings: ProspectWorldSettings) {
  /** Each stored world's id and when it was stored, oldest first. */
  const stored = new Map<string, number>();
  /** Places taken by worlds being written now. */
  let writing = 0;
  const file = (id: string) => join(settings.dir, `${id}.json`);
  const expired = (at: number, now = Date.now()) => now - at > settings.ttlMs;

  async function remove(id: string) {
    stored.delete(id);
    await rm(file(id), { force: true });
  }

  async function sweep(now = Date.now()) {
    for (const [id, at] of [...stored]) if (expired(at, now)) await remove(id);
  }

  return {
    settings,
    async load() {
      await mkdir(settings.dir, { recursive: true });
      const found: [string, number][] = [];
      for (const name of await readdir(settings.dir)) {
        const id = name.replace(/\.json$/, '');
        if (!name.endsWith('.json') || !PROSPECT_WORLD_ID.test(id)) continue;
        found.push([id, (await stat(file(id))).mtimeMs]);
      }
      for (const [id, at] of found.sort((a, b) => a[1] - b[1])) stored.set(id, at);
      await sweep();
    },
    /** Keeps a world; answers its id and when it expires. Refused when too large or every place is taken. */
    async store(world: StoredWorld): Promise<{ id: string; expires: string }> {
      const text = JSON.stringify(world);
      const bytes = new TextEncoder().encode(text).byteLength;
      if (bytes > PROSPECT_WORLD_MAX_BYTES)
        throw new Refusal(Code.InvalidParameter, 'prospectWorldTooLarge', {
          kb: String(Math.ceil(bytes / 1024)),
          max: String(PROSPECT_WORLD_MAX_BYTES / 1024),
        });
      await sweep();
      if (stored.size + writing >= settings.max) {
        const oldest = stored.values().next().value;
        const wait = oldest === undefined ? 60_000 : oldest + settings.ttlMs - Date.now();
        throw new Refusal(Code.ServerError, 'prospectWorldsFull', { max: String(settings.max) }, seconds(wait));
      }
      writing++;
      try {
        const id = newId();
        // Written whole, then renamed: a world is either there or not, never half.
        const temporary = `${file(id)}.${newId()}.tmp`;
        await writeFile(temporary, text, { flag: 'wx' });
        await rename(temporary, file(id));
        const now = Date.now();
        stored.set(id, now);
        return { id, expires: new Date(now + settings.ttlMs).toISOString() };
      } finally {
        writing--;
      }
    },
    /** A stored world by its id, or null (unknown, malformed or expired). */
    async read(id: string): Promise<StoredWorld | null> {
      const at = PROSPECT_WORLD_ID.test(id) ? stored.get(id) : undefined;
      if (at === undefined) return null;
      if (expired(at)) {
        await remove(id);
        return null;
      }
      return JSON.parse(await readFile(file(id), 'utf8')) as StoredWorld;
    },
    sweep,
    count: () => stored.size,
  };
}
export type ProspectWorlds = ReturnType<typeof createProspectWorlds>;
