import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { politeChromiumLaunch } from './tests/setup/chromium';

/**
 * One fake server in sandbox mode (SANDBOXES=on) shared by twenty visitors, each in a sandbox of
 * its own (issue 26, docs/decisions/076), five browsers at a time (SANDBOX_WORKERS): all twenty
 * sandboxes live on the server together, five visitors' calls interleave at any moment.
 * `npm run test:sandboxes`; `npm test` runs it after the main browser suite, reusing its demo build.
 */
export default defineConfig({
  ...base,
  projects: [{ name: 'sandboxes', testDir: 'tests/e2e-sandboxes' }],
  globalSetup: './tests/e2e-sandboxes/global-setup.ts',
  fullyParallel: true,
  // Twenty browsers at once on two cores thrashed (a visit of 4 s alone took 1.5 min, 4-9 of 20
  // sign-ups reached their page after the app's 15 s limit while the server had answered in
  // 0.1-0.4 s, measured 2026-11-26): the suite tested the machine, not the server. Five at once:
  // 55-61 s for the twenty, none late (docs/decisions/103).
  workers: Number(process.env.SANDBOX_WORKERS ?? 5),
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    ...base.use,
    // The browsers stand in for visitors' own devices, on two cores: they take the CPU only when
    // the server under test does not want it, and record no screencast (docs/decisions/085).
    launchOptions: politeChromiumLaunch,
    trace: { mode: process.env.CI ? 'on-first-retry' : 'off', screenshots: false },
  },
});
