import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A path in the project (fixtures' pictures, the API reference): found from the folder holding
 * package.json above this module, so it holds when the fake server runs from source (tsx) and
 * when it runs bundled from build/node/ (docs/decisions/078).
 */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the fake server');
    dir = parent;
  }
  return dir;
}
const ROOT = projectRoot();

export const inProject = (...parts: string[]) => join(ROOT, ...parts);
