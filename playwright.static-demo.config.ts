import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The static demo (issue 37, docs/decisions/099-102): `npm run build:static-demo` at the root and
 * below /motionatlas-demo/, each served by a plain static host that answers 404.html for unknown
 * paths, the fake backend running in Chromium's service worker. `npm run test:static-demo`;
 * `npm test` runs it after the main browser suite.
 */
export default defineConfig({
  ...base,
  projects: [{ name: 'static-demo', testDir: 'tests/e2e-static' }],
  globalSetup: './tests/e2e-static/global-setup.ts',
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 120_000,
});
