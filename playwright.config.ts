import { defineConfig, devices } from '@playwright/test';
import { OFFLINE_HOSTS, suiteChromiumLaunch } from './tests/setup/chromium';

/** Browser tests drive Debian's Chromium: the built demo site with a fake server per worker, and the production build. */
export default defineConfig({
  testMatch: '**/*.spec.ts',
  projects: [
    {
      name: 'demo',
      testDir: 'tests/e2e',
      use: { launchOptions: { ...suiteChromiumLaunch, args: [...suiteChromiumLaunch.args, OFFLINE_HOSTS] } },
    },
    // The production build against an API on another origin (tests/e2e-prod/production-stack.ts).
    { name: 'production', testDir: 'tests/e2e-prod' },
  ],
  outputDir: process.env.PW_OUTPUT ?? 'test-results',
  globalSetup: './tests/e2e/global-setup.ts',
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  // Three on two cores: a browser test waits on its page a third of the time (the stage, 12 % faster
  // than with two; four was no faster). The static demo's suite keeps two (its own config).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  // A retry shows whether a failure repeats, and a test that passes only on its retry fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the gate's slowest-files table (scripts/gate-report.ts).
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT ?? 'reports/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: suiteChromiumLaunch,
    // A trace costs a third of the suite's CPU: recorded for a test's retry in CI (a failure then
    // shows whether it repeats, with its trace), and locally on demand (`--trace on`).
    trace: process.env.CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
  },
});
