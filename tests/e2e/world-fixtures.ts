import type { Page } from '@playwright/test';
import type { FixtureDocumentInput } from '../../fixtures/document/schema';
import { type FixtureWorld, fixtureWorld } from '../setup/fixture-world';
import { type FakeServer, startServer, test as base } from './fixtures';

/** What a spec using worlds may not touch: the shared server of the other specs is not started for it. */
const notShared = new Proxy({} as FakeServer, {
  get(_target, key) {
    if (key === 'then' || typeof key === 'symbol') return undefined;
    throw new Error('This test runs in a sandbox of its own: use `world` (its call, latestMail), not `fake`.');
  },
});

/**
 * Tests whose world is a fixture document (docs/testing-with-fixtures.md, "From a test"):
 * `test.use({ fixture: { users: [...] } })` (or a YAML text), then `world` is a sandbox seeded with
 * it on a fake server in sandbox mode (one per worker, serving the demo build), its cookie set in
 * the test's browser context, its users and tokens at hand; it is removed after the test. Tests
 * with different documents never see each other's world, even on one server at once.
 */
export const test = base.extend<
  { fixture: FixtureDocumentInput | string; world: FixtureWorld },
  { sandboxServer: FakeServer }
>({
  fixture: [{}, { option: true }],
  sandboxServer: [
    async ({}, use) => {
      const { server, stop } = await startServer({ SANDBOXES: 'on' });
      await use(server);
      await stop();
    },
    { scope: 'worker' },
  ],
  fake: async ({}, use) => use(notShared),
  baseURL: async ({ sandboxServer }, use) => use(sandboxServer.url),
  world: async ({ fixture, sandboxServer, context }, use) => {
    const world = await fixtureWorld(sandboxServer.url, fixture);
    await context.addCookies([{ name: 'ma_sandbox', value: world.id, url: sandboxServer.url }]);
    await use(world);
    await world.remove();
  },
});

export { expect } from './fixtures';

/** Opens the site signed in as a user of the document: their known token in storage, as after a login. */
export async function signIn(page: Page, world: FixtureWorld, email: string) {
  await page.addInitScript((token) => window.localStorage.setItem('ma.token', token), world.token(email));
}
