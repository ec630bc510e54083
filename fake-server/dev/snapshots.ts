import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/schema.js';
import type { Deps } from '../services/deps.js';

/** Replaces the upload folder's content with another folder's (or with nothing). */
async function replaceUploads(uploadDir: string, from: string | null) {
  await rm(uploadDir, { recursive: true, force: true });
  await mkdir(uploadDir, { recursive: true });
  if (from) await cp(from, uploadDir, { recursive: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
}

/** The whole state (database with its mail outbox, uploads, clock) saved under a name. */
export async function saveSnapshot(deps: Deps, dir: string, name: string) {
  const target = join(dir, name);
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await writeFile(join(target, 'db.json'), JSON.stringify(deps.store.data));
  await writeFile(join(target, 'clock.json'), JSON.stringify({ offsetMs: deps.clock.offsetMs() }));
  await cp(deps.uploadDir, join(target, 'uploads'), { recursive: true }).catch(() => undefined);
}

/** false when there is no snapshot of that name. */
export async function restoreSnapshot(deps: Deps, dir: string, name: string): Promise<boolean> {
  const source = join(dir, name);
  let data: Database;
  let offsetMs: number;
  try {
    data = JSON.parse(await readFile(join(source, 'db.json'), 'utf8')) as Database;
    offsetMs = (JSON.parse(await readFile(join(source, 'clock.json'), 'utf8')) as { offsetMs: number }).offsetMs;
  } catch {
    return false;
  }
  deps.store.data = data;
  deps.clock.reset();
  deps.clock.advance(offsetMs);
  deps.limiter.reset();
  await replaceUploads(deps.uploadDir, join(source, 'uploads'));
  await deps.store.write();
  return true;
}

export async function loadScenario(deps: Deps, data: Database) {
  deps.store.data = data;
  deps.limiter.reset();
  await replaceUploads(deps.uploadDir, null);
  await deps.store.write();
}
