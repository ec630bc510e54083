import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: checks of the built sites that need no Chromium: the main journeys in
 * Safari's engine (WebKitGTK) and Firefox ESR (tests/engines, docs/decisions/080), and what the
 * demo build's files hold and the W3C Nu HTML Checker over them (tests/built). Each builds the
 * demo site when its inputs changed (the global setup, once, before the files run).
 *
 * Two files at a time: a journey mostly waits on its browser (the stage was two thirds idle one
 * file at a time), and each file has its own server, browser and display. 46 s -> about 30 s.
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts', 'tests/engines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    globalSetup: 'tests/engines/global-setup.ts',
    maxWorkers: 2,
  },
});
