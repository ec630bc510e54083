import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type ViteManifest, entryImports } from '../site-build/prerender/chunks.js';
import { spaShell } from '../site-build/prerender/template.js';
import { mantineStyles } from '../site-build/mantine-styles.js';
import { paths } from '../web/src/app/paths.js';
import { addPolicies } from './static-demo-policy.js';
import { loadPool } from '#fake-server/documents/generate/pools.js';
import { GENERATE_LOCALES } from '#fake-server/documents/generate/schema.js';
import { NAME_POOL_DIR } from '../static-demo/node/name-pools.js';

/**
 * `npm run build:static-demo`: the demo site as a folder of static files (build/static-demo, or
 * STATIC_DEMO_OUT) that any static host serves, its fake backend running in the visitor's browser
 * (static-demo/, docs/decisions/099-102). BASE_PATH (e.g. /motionatlas-demo/) publishes it below
 * a path. Steps: the demo build of the site for that path, the service worker with the fake
 * server's code (its Node imports resolved to browser implementations), the fixtures' media, the
 * API reference, and 404.html, the shell a static host answers for every other path; every page
 * with the demo's Content-Security-Policy as a meta element.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fromRoot = (path: string) => join(root, path);

/** '/', or '/path/' with one slash each side; anything else is refused. */
export function basePath(value: string | undefined): string {
  const text = (value ?? '/').trim() || '/';
  const base = `/${text.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(base) || base.split('/').some((s) => s === '.' || s === '..'))
    throw new Error(`BASE_PATH must be a plain path such as /motionatlas-demo/ (got ${value})`);
  return base;
}

/**
 * The worker build resolves what the fake server imports from Node to browser implementations
 * (static-demo/node/), and packages only its Node server calls to a module that throws if called.
 */
const nodeModules = [
  { find: /^node:crypto$/, replacement: fromRoot('static-demo/node/crypto.ts') },
  { find: /^node:fs\/promises$/, replacement: fromRoot('static-demo/node/fs-promises.ts') },
  { find: /^node:fs$/, replacement: fromRoot('static-demo/node/fs.ts') },
  { find: /^node:path$/, replacement: 'pathe' },
  { find: /^argon2$/, replacement: fromRoot('static-demo/node/argon2.ts') },
  { find: /^.*\/project-root\.js$/, replacement: fromRoot('static-demo/node/project-root.ts') },
  { find: /^.*\/scenario-texts\.js$/, replacement: fromRoot('static-demo/node/scenario-texts.ts') },
  { find: /^.*\/generate\/pools\.js$/, replacement: fromRoot('static-demo/node/name-pools.ts') },
  {
    find: /^(@fastify\/(static|formbody|multipart)|lowdb|lowdb\/node)$/,
    replacement: fromRoot('static-demo/node/unavailable.ts'),
  },
];

export async function buildStaticDemo(options: { base: string; out: string }) {
  const { base, out } = options;
  const apiBase = base.replace(/\/$/, '');
  // The site: the demo build (fake checkout, demo ribbon), its API and the fake server's pages
  // below the base path, and the wait for the worker before the first API call.
  Object.assign(process.env, {
    VITE_STATIC_DEMO: '1',
    VITE_API_BASE_URL: apiBase,
    VITE_ANATOMY_PATH: `${base}__dev/stand-in/anatomy`,
    WEB_OUT_DIR: out,
  });
  await build({
    configFile: fromRoot('web/vite.config.ts'),
    mode: 'demo',
    base,
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: {
      alias: [
        ...nodeModules,
        { find: /^#contract\/(.*)$/, replacement: fromRoot('contract/$1') },
        { find: /^#fixtures\/(.*)$/, replacement: fromRoot('fixtures/$1') },
        { find: /^#fake-server\/(.*)$/, replacement: fromRoot('fake-server/$1') },
      ],
    },
    // The app's pages, which alone the worker answers with the app's shell (a sibling app's are the host's).
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __DEMO_PAGES__: JSON.stringify(Object.values(paths)),
    },
    build: {
      outDir: out,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      reportCompressedSize: false,
      lib: {
        entry: fromRoot('static-demo/worker.ts'),
        formats: ['iife'],
        name: 'motionAtlasDemo',
        fileName: () => 'demo-worker.js',
      },
    },
  });
  // /media is the fake server's fixture pictures beside the site's own (fake-server/app.ts).
  await cp(fromRoot('fixtures/assets'), join(out, 'media'), { recursive: true });
  // The names faker has for each country a document may generate people of, fetched by the worker on use.
  await mkdir(join(out, NAME_POOL_DIR), { recursive: true });
  for (const locale of GENERATE_LOCALES)
    await writeFile(join(out, NAME_POOL_DIR, `${locale}.json`), JSON.stringify(await loadPool(locale)));
  await mkdir(join(out, 'docs/api'), { recursive: true });
  await cp(fromRoot('docs/api/index.html'), join(out, 'docs/api/index.html'));
  // The shell with the entry's preloads and Mantine's styles, which the browser's app does not
  // write (docs/decisions/153, 154): what the prerender gives spa.html, for a site without it.
  const manifest = JSON.parse(await readFile(join(out, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const shell = spaShell(
    await readFile(join(out, 'index.html'), 'utf8'),
    mantineStyles(),
    entryImports(manifest),
    base,
  );
  await writeFile(join(out, 'index.html'), shell);
  // A static host answers 404.html for a path it does not know: the shell, which routes itself.
  await writeFile(join(out, '404.html'), shell);
  // A static host sends no headers of ours: each page carries the demo's policy itself.
  await addPolicies(out);
  // GitHub Pages would otherwise run Jekyll, which drops files whose names start with _.
  await writeFile(join(out, '.nojekyll'), '');
  await rm(join(out, '.vite'), { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = basePath(process.env.BASE_PATH);
  const out = resolve(process.env.STATIC_DEMO_OUT ?? fromRoot('build/static-demo'));
  await buildStaticDemo({ base, out });
  console.log(`Static demo in ${out}, for ${base}: publish the folder on any static host.`);
}
