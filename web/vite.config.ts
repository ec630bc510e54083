import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { apiRoutes } from '../site-build/api-routes.js';
import { facts } from '../site-build/fill-facts.js';
import { chunkGroups, quietOnPurpose } from '../site-build/chunking.js';
import { helpSettings } from '../site-build/help-settings.js';
import { demoOperator, operatorNotice } from '../site-build/sample-operator.js';
import { mantineTheme } from '../site-build/mantine-theme.js';
import { mediaSlots } from '../site-build/media-slots.js';
import { qrCodes } from '../site-build/qr-codes.js';
import { operatorComplete } from './src/lib/operator.js';
import { fileOrigins, missingProductionSettings } from '../site-server/settings.js';

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/** Everything the fake server answers, proxied in development (requirements D2). */
const fakeServerPaths = ['/api', '/uploads', '/media', '/__dev'];

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Every build ships React's production code, whatever NODE_ENV the caller runs under: a build
  // started from a test runner (NODE_ENV=test) once carried React's development build, which
  // mounts effects twice and so calls the API twice, into every later browser test.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const env = loadEnv(mode, fromRoot(''), 'VITE_');
  // A production build for the real API must know where everything is; a preview build may guess.
  const missing = missingProductionSettings({ ...env, SITE_URL: process.env.SITE_URL });
  // A FILE_ORIGINS that is not a list of origins stops the build now, not after it (site-build/finish.ts).
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
  // A demo build without the operator's settings shows a sample company, marked as one, and says so.
  const operator = mode === 'demo' ? demoOperator(env) : { settings: env, missing: [], sample: false };
  const notice = command === 'build' && !isSsrBuild ? operatorNotice(operator.missing, operator.sample) : null;
  if (notice) console.warn(`\n${notice}\n`);
  const checkout = env.VITE_CHECKOUT ?? (mode === 'production' ? 'fastspring' : 'fake');
  const target = process.env.FAKE_SERVER_URL ?? 'http://127.0.0.1:4000';
  return {
    root: fromRoot('web'),
    envDir: fromRoot(''),
    publicDir: fromRoot('web/public'),
    // The media manifest checked, and the company's raster pictures used where they were dropped (docs/media.md).
    // The QR codes of the store links and the WeChat contact, drawn from the settings (docs/decisions/183).
    plugins: [
      react(),
      apiRoutes(),
      // The texts' figures from the one set of facts, filled in as the locale files load (docs/decisions/180).
      facts(),
      helpSettings({ ...operator.settings, VITE_CHECKOUT: checkout }),
      mantineTheme(),
      mediaSlots(fromRoot('')),
      qrCodes(operator.settings, fromRoot('node_modules/.cache/motionatlas-qr')),
    ],
    resolve: {
      alias: [
        { find: /^#contract\/(.*)$/, replacement: fromRoot('contract/$1') },
        // wouter's shim of useSyncExternalStore for React 17 is React 19's own hook (0.3 KB of every page).
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fromRoot('web/src/app/use-sync-external-store.ts'),
        },
        // The scroll lock of dialogs adds its rules without a <style> element (docs/decisions/162).
        { find: /^react-style-singleton$/, replacement: fromRoot('web/src/app/style-singleton.ts') },
      ],
    },
    define: {
      // Which checkout adapter is compiled in: 'fake' only for development and demo builds.
      // The operator's details (web/src/lib/operator.ts): the build's own, or a demo build's sample.
      ...(operator.sample
        ? Object.fromEntries(
            Object.entries(operator.settings).map(([name, value]) => [
              `import.meta.env.${name}`,
              JSON.stringify(value),
            ]),
          )
        : {}),
      // Whether any operator detail falls back to a placeholder: if none does, none is in the code.
      'import.meta.env.VITE_OPERATOR_COMPLETE': JSON.stringify(String(operatorComplete(operator.settings))),
      'import.meta.env.VITE_CHECKOUT': JSON.stringify(checkout),
      // The footer's copyright runs to the year the site was built.
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getUTCFullYear())),
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
      // `npm run size -- --libraries` reads what each chunk holds from maps the files do not point to.
      sourcemap: process.env.BUILD_SOURCEMAPS === 'hidden' ? 'hidden' : false,
      reportCompressedSize: false,
      // An SVG is a picture the page loads as one, never text in a script (docs/decisions/153): the
      // header's logo was 1.4 KB of every page's JavaScript.
      assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
      // No preload lists in the scripts (they named every chunk, 1.1 KB of every page): a prerendered
      // page's preloads come from the manifest, spa.html's are written by the prerender, and a page
      // reached by a link fetches its chunk's imports once it has it (docs/decisions/154).
      modulePreload: false,
      // scripts/size.ts reads the chunk graph from it.
      manifest: true,
      // Few requests per page, no page loading another's code (site-build/chunking.ts, docs/decisions/098).
      rolldownOptions: isSsrBuild
        ? undefined
        : { output: { codeSplitting: { groups: chunkGroups } }, onLog: quietOnPurpose },
    },
  };
});
