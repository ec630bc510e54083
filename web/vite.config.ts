import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { apiRoutes } from './build/api-routes.js';
import { type RouteEntry, routeManifest, routeNames } from './src/app/route-manifest.js';
import { fileOrigins, missingProductionSettings } from './serve/settings.js';

type ChunkingContext = { getModuleInfo: (id: string) => { importers: readonly string[] } | null };

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
/**
 * The first paint's code in a few chunks instead of dozens (each request costs a round trip on a
 * phone): the libraries and the Mantine parts every page shows, and the app shell. Anything only a
 * lazily loaded screen uses stays in that screen's chunks.
 */
const SHELL_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|wouter|regexparam|mitt|valtio|proxy-compare|i18next|use-sync-external-store|clsx)\/|node_modules\/react-i18next\/dist\/es\/(?!Trans)/;
const SHELL_MANTINE =
  /node_modules\/@mantine\/core\/esm\/(core|components\/(Box|UnstyledButton|Button|Text|Title|Container|Group|Stack|SimpleGrid|Anchor|Avatar|Burger|Loader|Center|Card|Paper|Badge))\//;
const MAIN = fromRoot('web/src/main.tsx');
/** Pages the route manifest puts in the first load instead of their own chunk. */
const SHELL_PAGES = new Set(
  routeNames
    .filter((name) => (routeManifest[name] as RouteEntry).chunk === 'shell')
    .map((name) => fromRoot(`web/src/features/${routeManifest[name].page}.tsx`)),
);

/**
 * The app shell: our modules that the entry imports, directly or through others (so loaded with
 * the first paint anyway), and the shell pages of the manifest. Everything else of ours goes into
 * the chunks of the screens that use it.
 */
function inShell(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (SHELL_PAGES.has(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return id === MAIN || (ctx.getModuleInfo(id)?.importers.some((importer) => inShell(importer, ctx, seen)) ?? false);
}
const OURS = /\/(web\/src|contract)\//;
const shellChunk = (id: string, ctx: ChunkingContext) =>
  SHELL_LIBRARIES.test(id) || SHELL_MANTINE.test(id) ? 'lib' : OURS.test(id) && inShell(id, ctx) ? 'shell' : null;

/** Everything the fake server answers, proxied in development (requirements D2). */
const fakeServerPaths = ['/api', '/uploads', '/media', '/__dev'];

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, fromRoot(''), 'VITE_');
  // A production build for the real API must know where everything is; a preview build may guess.
  const missing = missingProductionSettings({ ...env, SITE_URL: process.env.SITE_URL });
  // A FILE_ORIGINS that is not a list of origins stops the build now, not after it (web/build/finish.ts).
  if (command === 'build') fileOrigins(process.env);
  if (
    command === 'build' &&
    mode === 'production' &&
    !isSsrBuild &&
    process.env.PREVIEW_BUILD !== 'on' &&
    missing.length > 0
  ) {
    throw new Error(
      `A production build needs ${missing.join(', ')} (see docs/deploying.md). For a preview build without them, set PREVIEW_BUILD=on.`,
    );
  }
  const target = process.env.FAKE_SERVER_URL ?? 'http://127.0.0.1:4000';
  return {
    root: fromRoot('web'),
    envDir: fromRoot(''),
    publicDir: fromRoot('web/public'),
    plugins: [react(), apiRoutes()],
    resolve: {
      alias: [{ find: /^#contract\/(.*)$/, replacement: fromRoot('contract/$1') }],
    },
    define: {
      // Which checkout adapter is compiled in: 'fake' only for development and demo builds.
      'import.meta.env.VITE_CHECKOUT': JSON.stringify(
        env.VITE_CHECKOUT ?? (mode === 'production' ? 'fastspring' : 'fake'),
      ),
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(fakeServerPaths.map((p) => [p, { target, changeOrigin: false }])),
    },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      // WEB_OUT_DIR lets parallel test runs build side by side.
      outDir: process.env.WEB_OUT_DIR ?? fromRoot('web/dist'),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // scripts/size.ts reads the chunk graph from it.
      manifest: true,
      rolldownOptions: isSsrBuild
        ? undefined
        : { output: { codeSplitting: { groups: [{ name: shellChunk, debugName: 'shell' }] } } },
    },
  };
});
