import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { apiRoutes } from './web/build/api-routes.js';

const contractDir = fileURLToPath(new URL('./contract/', import.meta.url));

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          pool: 'forks',
          include: [
            'tests/api/**/*.test.ts',
            'contract/**/*.test.ts',
            'fake-server/**/*.test.ts',
            'fixtures/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/build/**/*.test.ts',
            'web/serve/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [apiRoutes()],
        resolve: { alias: [{ find: /^#contract\/(.*)$/, replacement: `${contractDir}$1` }] },
        test: {
          name: 'web',
          environment: 'happy-dom',
          // Help documents load in frames: not in unit tests (the browser tests cover them).
          environmentOptions: { happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } } },
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web-setup.ts'],
        },
      },
    ],
  },
});
