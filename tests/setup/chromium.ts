import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Debian's Chromium (CHROMIUM_PATH overrides): browsers downloaded by Playwright do not run here.
 * The full browser measures what a visitor receives: `npm run size`, Lighthouse, the share pictures.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The test suites' browser: Debian's headless shell of the same Chromium (package
 * chromium-headless-shell, what Playwright itself runs headless), which draws no window: on the
 * public-page and product specs 115 s of CPU -> 68-77 s, 65 s -> 46-49 s (docs/decisions/105).
 * The full browser where the shell is not installed; CHROMIUM_PATH still overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const SUITE_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** The flags every harness launches it with: tests, `npm run size`, Lighthouse, the share pictures. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // A browser of a test suite on two cores: the (software) compositor in the browser's process, and
  // at most four renderer processes however many contexts come and go. Measured on the public-page
  // and product specs: 122-127 s of CPU -> 105-109 s, 68-70 s -> 60-62 s
  // (docs/records/2026-11-28-gate-runs.md).
  '--in-process-gpu',
  '--renderer-process-limit=4',
];

/**
 * A browser that reaches this machine only: every other host name fails to resolve (the demo
 * suite's `offsite` fixture then names the request that tried).
 */
export const OFFLINE_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/** The full browser, for measuring. */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** The test suites' browser. */
export const suiteChromiumLaunch = { executablePath: SUITE_CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * The suites' browser at the idle CPU priority (SCHED_IDLE, through idle-chromium.sh). For suites
 * where many browsers stand in for visitors' own devices while the server under test shares the
 * machine's cores: a real visitor's browser never takes the server's CPU, so here it yields it.
 */
export const politeChromiumLaunch = {
  executablePath: resolve(import.meta.dirname, 'idle-chromium.sh'),
  args: CHROMIUM_FLAGS,
  env: { ...process.env, CHROMIUM_PATH: SUITE_CHROMIUM_PATH },
};
