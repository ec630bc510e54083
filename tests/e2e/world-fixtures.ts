import type { Page } from '@playwright/test';
import type { FixtureDocumentInput } from '../../fake-server/documents/schema';
import { type FixtureWorld, fixtureWorld } from '../setup/fixture-world';
import { type FakeServer, startServer, test as base } from './fixtures';

/** What a spec using worlds may not touch: the shared server of the other specs is not started for it. */
const notShared = new Proxy({} as FakeServer, {
  get(_target, key) {
    if (key === 'then' || typeof key === 'symbol') return undefined;
    throw new Error('This test runs in a sandbox of its own: use `world` (its call, latestMail), not `fake`.');
  },
});

/** `world` in a test that set no document: touching it says what is missing. */
const noWorld = new Proxy({} as FixtureWorld, {
  get(_target, key) {
    if (key === 'then' || typeof key === 'symbol') return undefined;
    throw new Error(
      'This test set no fixture document: add test.use({ fixture: { ... } }) to its file or describe block.',
    );
  },
});

/**
 * The fake server the worlds live on, one per worker (docs/testing-with-fixtures.md, "From a
 * test"): FIXTURE_SERVER_URL names one already running in sandbox mode (`SANDBOXES=on`, serving
 * the demo build: `SANDBOXES=on npm run demo`), else one is started on a free port, or on
 * FIXTURE_SERVER_PORT (plus the worker's index: two workers never share a port).
 */
async function worldServer(workerIndex: number): Promise<{ server: FakeServer; stop: () => Promise<void> }> {
  const url = process.env.FIXTURE_SERVER_URL?.replace(/\/$/, '');
  if (url) {
    const answer = await fetch(`${url}/__dev/faults`).catch((error: Error) => {
      throw new Error(`FIXTURE_SERVER_URL=${url} does not answer (${error.message}): is the server running?`);
    });
    if (!answer.ok)
      throw new Error(`FIXTURE_SERVER_URL=${url} answers /__dev with HTTP ${answer.status}: DEV_TOOLS=off?`);
    const elsewhere = async (): Promise<never> => {
      throw new Error('A world on FIXTURE_SERVER_URL is reached through `world`, not the server itself.');
    };
    return { server: { url, dev: elsewhere, reset: elsewhere, latestMail: elsewhere }, stop: async () => undefined };
  }
  const port = process.env.FIXTURE_SERVER_PORT;
  return startServer({ SANDBOXES: 'on', ...(port ? { PORT: String(Number(port) + workerIndex) } : {}) });
}

/**
 * Tests whose world is a fixture document (docs/testing-with-fixtures.md, "From a test"):
 * `test.use({ fixture: { users: [...] } })` (or a YAML text), then every test of that scope runs
 * in a sandbox seeded with it (`world` is made for each test whether the test takes it or not, and
 * its cookie is in the test's browser context, so every page of it is in that world), its users
 * and tokens at hand; it is removed after the test. Tests with different documents never see each
 * other's world, even on one server at once. A test that set no document has no `world`.
 */
export const test = base.extend<
  { fixture: FixtureDocumentInput | string | undefined; world: FixtureWorld },
  { sandboxServer: FakeServer }
>({
  fixture: [undefined, { option: true }],
  sandboxServer: [
    async ({}, use, workerInfo) => {
      const { server, stop } = await worldServer(workerInfo.workerIndex);
      await use(server);
      await stop();
    },
    { scope: 'worker' },
  ],
  fake: async ({}, use) => use(notShared),
  baseURL: async ({ sandboxServer }, use) => use(sandboxServer.url),
  world: [
    async ({ fixture, sandboxServer, context }, use) => {
      if (fixture === undefined) return use(noWorld);
      const world = await fixtureWorld(sandboxServer.url, fixture);
      await context.addCookies([{ name: 'ma_sandbox', value: world.id, url: sandboxServer.url }]);
      await use(world);
      await world.remove();
    },
    // A test that set a document runs in its world even when it does not take `world` itself.
    { auto: true },
  ],
});

export { expect } from './fixtures';

/** How `signIn` opens the site: which session, in which language and zone, on whose clock. */
export type SignInOptions = {
  /** One of the user's known tokens, expired ones included (the Unauthorized case); their first live one when absent. */
  token?: string;
  /** The site's language, as a visitor who chose it has it stored (`ma.language`, and the `ma_lang` cookie). */
  language?: 'en' | 'cn';
  /** The browser's time zone, an IANA name (`Asia/Shanghai`): a signed-in user's own dates follow it (ADR 077). */
  timezone?: string;
  /** true: the page's clock starts at the world's (its document's `now`, or where /__dev/clock moved it). */
  clock?: boolean;
};

/**
 * Opens the site signed in as a user of the document, as after a login: the token and who it is
 * (`ma.token`, `ma.user`) in storage before any page loads. The storage keys are the site's own
 * (web/src/lib/storage.ts): `ma.token`, `ma.user` ({ id, email }, the login answer's user),
 * `ma.language` (en or cn).
 */
export async function signIn(page: Page, world: FixtureWorld, email: string, options: SignInOptions = {}) {
  const user = world.user(email);
  const token = options.token ?? world.token(email);
  if (!user.tokens.some((t) => t.token === token))
    throw new Error(
      `${token} is not a session of ${email} in this document (its tokens: ${user.tokens.map((t) => t.token).join(', ')})`,
    );
  await page.addInitScript(
    ({ token, user, language }) => {
      window.localStorage.setItem('ma.token', token);
      window.localStorage.setItem('ma.user', JSON.stringify(user));
      if (language) window.localStorage.setItem('ma.language', language);
    },
    { token, user: { id: String(user.id), email: user.email }, language: options.language },
  );
  if (options.language)
    await page.context().addCookies([{ name: 'ma_lang', value: options.language, url: world.baseUrl }]);
  if (options.timezone) {
    // Chromium's own override, for this page; a new context's `timezoneId` does the same for all of its pages.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: options.timezone });
  }
  if (options.clock) {
    const clock = await world.call('GET', '/__dev/clock');
    await page.clock.install({ time: new Date(clock.data.now as string) });
  }
}
