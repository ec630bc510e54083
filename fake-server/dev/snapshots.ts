import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { CLOCK_RANGE_MS } from '#contract/dev.contract.js';
import { Code } from '#contract/envelope.js';
import { z } from '#contract/zod.js';
import type { Database } from '../db/schema.js';
import { DatabaseFileError, parseDatabase } from '../db/store.js';
import type { Deps } from '../services/deps.js';
import { Refusal } from '../services/refusal.js';

/** Replaces the upload folder's content with another folder's (or with nothing). */
async function replaceUploads(uploadDir: string, from: string | null) {
  await rm(uploadDir, { recursive: true, force: true });
  await mkdir(uploadDir, { recursive: true });
  if (from)
    await cp(from, uploadDir, { recursive: true }).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
}

/**
 * The folder of a named snapshot, only ever a child of the snapshot folder: the contract allows
 * plain names only, and the resolved path is checked again here (`..` or `.` would otherwise
 * name the database's own folder or every snapshot at once).
 */
export function snapshotFolder(dir: string, name: string): string {
  const root = resolve(dir);
  const target = resolve(root, name);
  const inside = relative(root, target);
  if (!/^[A-Za-z0-9][\w-]{0,63}$/.test(name) || !inside || inside.startsWith('..') || inside.includes(sep)) {
    throw new Refusal(Code.InvalidParameter, 'snapshotName');
  }
  return target;
}

/** The whole state (database with its mail outbox, uploads, clock) saved under a name. */
export async function saveSnapshot(deps: Deps, dir: string, name: string, replace = false) {
  const target = snapshotFolder(dir, name);
  if (!replace && existsSync(join(target, 'db.json'))) throw new Refusal(Code.InvalidParameter, 'nameTaken');
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await writeFile(join(target, 'db.json'), JSON.stringify(deps.store.data));
  await writeFile(join(target, 'clock.json'), JSON.stringify({ offsetMs: deps.clock.offsetMs() }));
  await cp(deps.uploadDir, join(target, 'uploads'), { recursive: true }).catch(() => undefined);
}

/** A snapshot's clock: an offset within the bounds /__dev/clock keeps (a larger one breaks every write). */
const ClockFileSchema = z.object({ offsetMs: z.number().int().min(-CLOCK_RANGE_MS).max(CLOCK_RANGE_MS) });

function parseClock(text: string, file: string): number {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Refusal(Code.InvalidParameter, 'snapshotInvalid', {
      reason: `the clock file ${file} is not valid JSON (${(error as Error).message})`,
    });
  }
  const parsed = ClockFileSchema.safeParse(raw);
  if (parsed.success) return parsed.data.offsetMs;
  throw new Refusal(Code.InvalidParameter, 'snapshotInvalid', {
    reason: `the clock file ${file} does not hold an offset within 10 years (${parsed.error.issues[0]?.message})`,
  });
}

/**
 * false when there is no snapshot of that name. A snapshot whose database does not fit the schema,
 * or whose clock is not a bounded offset, is refused (1005, naming the file) before anything
 * running changes.
 */
export async function restoreSnapshot(deps: Deps, dir: string, name: string): Promise<boolean> {
  const source = snapshotFolder(dir, name);
  const dbFile = join(source, 'db.json');
  let text: string;
  let clock: string;
  try {
    [text, clock] = await Promise.all([readFile(dbFile, 'utf8'), readFile(join(source, 'clock.json'), 'utf8')]);
  } catch {
    return false;
  }
  let data: Database;
  try {
    data = parseDatabase(text, dbFile);
  } catch (error) {
    if (error instanceof DatabaseFileError)
      throw new Refusal(Code.InvalidParameter, 'snapshotInvalid', { reason: error.message });
    throw error;
  }
  const offsetMs = parseClock(clock, join(source, 'clock.json'));
  deps.store.data = data;
  deps.clock.reset();
  deps.clock.advance(offsetMs);
  deps.limiter.reset();
  await replaceUploads(deps.uploadDir, join(source, 'uploads'));
  await deps.store.write();
  return true;
}

export async function loadScenario(deps: Pick<Deps, 'store' | 'limiter' | 'uploadDir'>, data: Database) {
  deps.store.data = data;
  deps.limiter.reset();
  await replaceUploads(deps.uploadDir, null);
  await deps.store.write();
}
