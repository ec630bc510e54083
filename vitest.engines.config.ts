import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the main journeys in Safari's engine (WebKitGTK) and Firefox ESR
 * (tests/engines, docs/decisions/080), against the demo build (`npm run build:demo` first; `npm
 * test` runs them after the Playwright suite, which builds it).
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
