import { resolve } from 'node:path';

/** Debian's Chromium (CHROMIUM_PATH overrides): browsers downloaded by Playwright do not run here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  // and product specs: 122-127 s of CPU -> 105-109 s, 68-70 s -> 60-62 s (docs/reliability.md).
  '--in-process-gpu',
  '--renderer-process-limit=4',
];

export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * The same browser at the idle CPU priority (SCHED_IDLE, through idle-chromium.sh). For suites
 * where many browsers stand in for visitors' own devices while the server under test shares the
 * machine's cores: a real visitor's browser never takes the server's CPU, so here it yields it.
 */
export const politeChromiumLaunch = {
  executablePath: resolve(import.meta.dirname, 'idle-chromium.sh'),
  args: CHROMIUM_FLAGS,
  env: { ...process.env, CHROMIUM_PATH },
};
