import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { apiRoutes } from './site-build/api-routes.js';
import { facts } from './site-build/fill-facts.js';
import { mantineRoot } from './site-build/mantine-theme.js';
import { qrCodes } from './site-build/qr-codes.js';

const contractDir = fileURLToPath(new URL('./contract/', import.meta.url));

/**
 * The deep run's (`npm run test:deep`), not the gate's or the inner loop's: each of these takes 5 s
 * or more because it starts whole processes, loads a server, fuzzes or waits on real timers.
 * Together they were two thirds of the API project's time (docs/decisions/215, 217). A test that
 * fits in a second or two belongs in the api project.
 */
const INTEGRATION = [
  'tests/api/fixture-documents-cli.test.ts',
  'tests/api/storage-failures.test.ts',
  'tests/api/storage-growth.test.ts',
  'tests/api/openapi-fuzz.test.ts',
  'tests/api/reliability.test.ts',
  'tests/api/site-shutdown.test.ts',
  'tests/api/sandbox-storage-budgets.test.ts',
  'tests/api/sandbox-clients-and-limits.test.ts',
  'tests/api/sandbox-hostile-documents.test.ts',
  'tests/api/hostile-bodies.test.ts',
  'tests/api/ipv6-clients.test.ts',
  'tests/api/dev-surface-attacks.test.ts',
  'tests/api/bad-input-corpus.test.ts',
  'tests/api/crawler-pages-hostile-articles.test.ts',
  'fake-server/documents/hostile.test.ts',
];

/** Generated files and the import rules, checked whole (ESLint holds the imports in the check): the gate's. */
const GENERATED = [
  'scripts/openapi.test.ts',
  'scripts/openapi/answers.test.ts',
  'scripts/layout.test.ts',
  'site-build/share-photo.test.ts',
];

/** The sweeps over every screen (seconds of renders each): the gate's, like GENERATED. */
const WEB_SWEEPS = ['web/src/app/screens-sweep.test.tsx'];

/** The React app's tests on a happy-dom page, with the build's plugins. */
function webProject(name: string, files: { include?: string[]; exclude?: string[] }) {
  return {
    extends: true as const,
    plugins: [
      apiRoutes(),
      facts(),
      mantineRoot(),
      qrCodes(
        // A WeChat contact the quote page's test names (web/src/features/quote/quote-page.test.tsx).
        { VITE_WECHAT_URL: 'https://work.weixin.qq.com/ca/motionatlas-test' },
        fileURLToPath(new URL('./node_modules/.cache/motionatlas-qr-test/', import.meta.url)),
      ),
    ],
    resolve: { alias: [{ find: /^#contract\/(.*)$/, replacement: `${contractDir}$1` }] },
    test: {
      name,
      environment: 'happy-dom',
      pool: 'forks',
      // As the api project: a worker keeps React, Mantine and the app's modules from one file to the
      // next (each file still gets its own page): the three web projects 53 s -> 31 s, 84 -> 41 s of
      // CPU; pass with files and tests shuffled (tests/setup/web-setup.ts clears what a test leaves).
      isolate: false,
      // Help documents load in frames: not in unit tests (the browser tests cover them).
      environmentOptions: { happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } } },
      include: files.include ?? ['web/src/**/*.test.tsx', 'web/src/**/*.dom.test.ts'],
      exclude: [...(files.exclude ?? []), '**/node_modules/**'],
      setupFiles: ['tests/setup/web-setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Both cores (the default leaves one idle on this machine): 81 s instead of 141 s for the whole run.
    maxWorkers: 2,
    hookTimeout: 60_000,
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          pool: 'forks',
          // A worker keeps the modules it has loaded from one file to the next (Fastify, zod, the
          // contract, the fake server): import 21 s -> 5 s, the project 68 s -> 50 s. Every file
          // still starts its own servers on their own files; passes with the files shuffled.
          isolate: false,
          include: [
            'tests/api/**/*.test.ts',
            'contract/**/*.test.ts',
            'fake-server/**/*.test.ts',
            'static-demo/**/*.test.ts',
            'packages/**/*.test.ts',
            'scripts/**/*.test.ts',
            'site-build/**/*.test.ts',
            'site-server/**/*.test.ts',
            'tests/setup/**/*.test.ts',
          ],
          exclude: [...INTEGRATION, ...GENERATED, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: { name: 'integration', environment: 'node', pool: 'forks', isolate: false, include: INTEGRATION },
      },
      {
        extends: true,
        test: { name: 'generated', environment: 'node', pool: 'forks', isolate: false, include: GENERATED },
      },
      {
        // The API suites that hold for any client of the backend, run again against the static
        // demo's (static-demo/: the fake server's code on the browser's host, its world in
        // IndexedDB); those about the network (Host, addresses, CORS, files on disk) stay server-only.
        extends: true,
        test: {
          name: 'browser-backend',
          environment: 'node',
          pool: 'forks',
          isolate: false,
          env: { FAKE_BACKEND: 'browser' },
          include: [
            'tests/api/accounts.test.ts',
            'tests/api/orders.test.ts',
            'tests/api/uploads.test.ts',
            'tests/api/content.test.ts',
            'tests/api/bad-input-corpus.test.ts',
            'tests/api/dev-tools.test.ts',
            'tests/api/dev-surface.test.ts',
            'tests/api/fixture-mail.test.ts',
            'tests/api/prospect-form.test.ts',
            'tests/api/security.test.ts',
            'tests/api/route-authorisation-disguises.test.ts',
            'tests/api/spec-wire.test.ts',
          ],
        },
      },
      webProject('web', { exclude: WEB_SWEEPS }),
      webProject('web-sweeps', { include: WEB_SWEEPS }),
      {
        // The web's logic without a page: no document to build for each file (a third of the
        // web project's time went to making happy-dom pages for tests that never read one).
        extends: true,
        resolve: { alias: [{ find: /^#contract\/(.*)$/, replacement: `${contractDir}$1` }] },
        test: {
          name: 'web-logic',
          environment: 'node',
          include: ['web/src/**/*.test.ts'],
          exclude: ['web/src/**/*.dom.test.ts', '**/node_modules/**'],
        },
      },
    ],
  },
});
