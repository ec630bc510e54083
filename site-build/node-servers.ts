import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { build } from 'vite';

/**
 * The servers as plain JavaScript (docs/decisions/078): `npm run serve` (the site server), the fake
 * server and `npm run demo:start` run with Node alone after `npm prune --omit=dev`, no tsx. Each is one
 * file in build/node/ (one entry per build, so its "am I the main module" check holds); packages
 * stay external and must be production dependencies, which this step checks.
 */
export const NODE_OUT = resolve('build/node');
const ENTRIES = {
  serve: 'site-server/server.ts',
  'fake-server': 'fake-server/server.ts',
  demo: 'scripts/demo.ts',
} as const;
/**
 * Packages bundled in rather than installed: faker, whose locales the fake server imports only when
 * a fixture document generates people (docs/decisions/170), each locale a chunk of its own beside
 * the server; the production site never loads it.
 */
const BUNDLED: string[] = ['@faker-js/faker'];

const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { dependencies: Record<string, string> };
const packageOf = (id: string) =>
  (id.startsWith('@') ? id.split('/').slice(0, 2) : id.split('/').slice(0, 1)).join('/');
const builtin = (id: string) => id.startsWith('node:') || builtinModules.includes(id);

let first = true;
for (const [name, entry] of Object.entries(ENTRIES)) {
  const external = new Set<string>();
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    ssr: { noExternal: BUNDLED },
    build: {
      ssr: entry,
      outDir: NODE_OUT,
      emptyOutDir: first,
      target: 'node22',
      minify: false,
      sourcemap: false,
      rollupOptions: {
        output: { entryFileNames: `${name}.js` },
        external: (id) => {
          if (id.startsWith('.') || id.startsWith('/') || id.startsWith('#') || BUNDLED.includes(packageOf(id)))
            return false;
          if (!builtin(id)) external.add(packageOf(id));
          return true;
        },
      },
    },
  });
  first = false;
  const missing = [...external].filter((p) => !(p in pkg.dependencies));
  if (missing.length) throw new Error(`${entry} needs ${missing.join(', ')} at run time: not a production dependency`);
}
console.log(`Node servers (no tsx needed) in ${NODE_OUT}: ${Object.keys(ENTRIES).join(', ')}`);
