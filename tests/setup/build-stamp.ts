import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a build of the site is made from (the app, the contract, the fixtures, its tooling, the lock file). */
const INPUTS = ['web', 'contract', 'fixtures', 'site-build', 'site-server', 'static-demo', 'fake-server'];
const FILES = ['package-lock.json', '.env.demo'];
const SKIP = /^(dist|dist-prod|\.ssr.*|node_modules)$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * A fingerprint of a build's inputs: every input file's path, size and time of change, and the
 * settings it is built with. Cheap (no file is read), and changed by any edit.
 */
export function inputsOf(settings: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  for (const root of [...INPUTS.filter(existsSync).flatMap((dir) => [...walk(dir)]), ...FILES.filter(existsSync)]) {
    const { size, mtimeMs } = statSync(root);
    hash.update(`${root}\0${size}\0${mtimeMs}\n`);
  }
  hash.update(JSON.stringify(settings));
  return hash.digest('hex');
}

const stampOf = (dir: string) => join(dir, '.build-inputs');

/** Whether `dir` holds a build of exactly these inputs (a run reuses it instead of building again). */
export const builtFrom = (dir: string, inputs: string) =>
  existsSync(stampOf(dir)) && readFileSync(stampOf(dir), 'utf8') === inputs;

/** Marks `dir` as built from these inputs. */
export const markBuilt = (dir: string, inputs: string) => writeFileSync(stampOf(dir), inputs);
