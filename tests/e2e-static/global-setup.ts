import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtFrom, inputsOf, markBuilt } from '../setup/build-stamp';
import { runNode } from '../setup/processes';
import { startStaticHost } from '../setup/static-host';

/** The two published folders under test: at a host's root, and below a path as on GitHub Pages. */
export const FOLDERS = {
  root: { dir: resolve('build/static-demo'), base: '/' },
  sub: { dir: resolve('build/static-demo-sub'), base: '/motionatlas-demo/' },
} as const;

/**
 * A static demo folder, built only when its inputs changed (STATIC_DEMO_SKIP_BUILD=1: the last
 * build as it is): the static demo's tests and the other engines' journey share it.
 */
export async function staticDemo(dir: string, base: string) {
  if (process.env.STATIC_DEMO_SKIP_BUILD && existsSync(resolve(dir, 'index.html'))) return;
  const inputs = inputsOf({ mode: 'static-demo', base });
  if (builtFrom(dir, inputs)) return console.log(`Static demo in ${dir} is current: reused.`);
  await buildStaticDemo(dir, base);
  markBuilt(dir, inputs);
}

/** `npm run build:static-demo` into a folder, for a base path. */
function buildStaticDemo(dir: string, base: string) {
  return runNode(['--import', 'tsx', 'scripts/build-static-demo.ts'], { BASE_PATH: base, STATIC_DEMO_OUT: dir });
}

/**
 * Builds both folders (STATIC_DEMO_SKIP_BUILD=1 reuses them when they exist) and serves each from a
 * plain static host; the tests find them in STATIC_ROOT_URL and STATIC_SUB_URL.
 */
export default async function globalSetup() {
  const hosts: Array<Awaited<ReturnType<typeof startStaticHost>>> = [];
  for (const [name, { dir, base }] of Object.entries(FOLDERS)) {
    await staticDemo(dir, base);
    const host = await startStaticHost(dir, base);
    process.env[name === 'root' ? 'STATIC_ROOT_URL' : 'STATIC_SUB_URL'] = host.url;
    hosts.push(host);
  }
  return async () => {
    await Promise.all(hosts.map((host) => host.stop()));
  };
}
