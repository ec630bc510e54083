import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { politeChromiumLaunch } from './tests/setup/chromium';

/**
 * One fake server in sandbox mode (SANDBOXES=on) shared by 20 parallel workers, each visitor in a
 * sandbox of its own (issue 26, docs/decisions/076). `npm run test:sandboxes`; `npm test` runs it
 * after the main browser suite, reusing its demo build.
 */
export default defineConfig({
  ...base,
  projects: [{ name: 'sandboxes', testDir: 'tests/e2e-sandboxes' }],
  globalSetup: './tests/e2e-sandboxes/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.SANDBOX_WORKERS ?? 20),
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    ...base.use,
    // Twenty browsers stand in for twenty visitors' own devices, on two cores: they take the CPU
    // only when the server under test does not want it, and record no screencast (twenty of them
    // left each browser a tenth of a core: pages took 10 s and calls passed the app's 15 s limit).
    launchOptions: politeChromiumLaunch,
    trace: { mode: process.env.CI ? 'on-first-retry' : 'off', screenshots: false },
  },
});
