import { rm } from 'node:fs/promises';
import { accountMenu } from '../e2e/accounts-helpers';
import { planCard } from '../e2e/pricing-helpers';
import { startStaticHost } from '../setup/static-host';
import { expect, logIn, test } from './fixtures';
import { FOLDERS } from './global-setup';
import { FOREIGN_APP, OTHER_API_ANSWER, SIBLING_APP, controllerOf, otherProject } from './neighbours';
import { DEMO_PASSWORD } from '../setup/credentials.js';

/**
 * The demo on an origin it shares with other projects, as on a GitHub Pages user site (issue 46,
 * findings 1-3): another app's worker at `/`, a sibling app, a second demo, and the folder removed
 * and replaced by another project. Each test has a host of its own.
 */
const SUB_BASE = FOLDERS.sub.base;

test("another app's worker at / controls the page first: the demo's calls still wait for its own worker", async ({
  page,
}) => {
  const host = await startStaticHost(FOLDERS.sub.dir, SUB_BASE);
  for (const [path, file] of Object.entries(FOREIGN_APP)) host.files.set(path, file);
  try {
    await page.goto(`${host.origin}/`);
    await expect.poll(() => controllerOf(page)).toBe(`${host.origin}/sw.js`);
    const calls: Array<{ url: string; status: number }> = [];
    page.on('response', (r) => {
      if (r.url().includes(`${SUB_BASE}api/`)) calls.push({ url: r.url(), status: r.status() });
    });
    await page.goto(`${host.url}pricing`);
    await expect(planCard(page, 'Muscle and Movement monthly')).toBeVisible();
    expect(await controllerOf(page)).toBe(`${host.url}demo-worker.js`);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.status !== 200)).toEqual([]);
  } finally {
    await host.stop();
  }
});

test('a root build beside a sibling app and a second demo: its worker keeps to its own pages, two sign-ins, and leaves with its folder', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const host = await startStaticHost(FOLDERS.root.dir, '/', { mounts: [{ base: SUB_BASE, folder: FOLDERS.sub.dir }] });
  for (const [path, file] of Object.entries(SIBLING_APP)) host.files.set(path, file);
  const other = await otherProject();
  try {
    // A first visit's login: the worker installs and seeds its world, then Argon2id checks the password.
    const firstLogin = { timeout: 30_000 };
    await logIn(page, { url: `${host.origin}/`, base: '/' }, 'lena.hartmann@example.com', DEMO_PASSWORD);
    await expect(accountMenu(page, 'Hi Lena')).toBeVisible(firstLogin);
    expect(await controllerOf(page)).toBe(`${host.origin}/demo-worker.js`);

    // Finding 2: the sibling's page is the sibling's, not the demo's "Page not found".
    await page.goto(`${host.origin}/other-app/`);
    await expect(page.getByRole('heading', { level: 1, name: 'A sibling app' })).toBeVisible();

    // Finding 3: the second demo has its own world and its own sign-in.
    await logIn(page, { url: `${host.origin}${SUB_BASE}`, base: SUB_BASE }, 'wang.wei@example.com', DEMO_PASSWORD);
    await expect(accountMenu(page, 'Hi 王伟')).toBeVisible(firstLogin);
    expect(await controllerOf(page)).toBe(`${host.origin}${SUB_BASE}demo-worker.js`);
    await page.goto(`${host.origin}/pricing`);
    await expect(accountMenu(page, 'Hi Lena')).toBeVisible();
    const kept = await page.evaluate(async () => ({
      keys: [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort(),
      databases: (await indexedDB.databases()).map((d) => d.name).sort(),
      caches: await caches.keys(),
    }));
    expect(kept.databases).toEqual(['motionatlas-demo:/', `motionatlas-demo:${SUB_BASE}`]);
    expect(kept.keys).toEqual(expect.arrayContaining(['ma.token', `${SUB_BASE}ma.token`]));
    expect(kept.keys.filter((k) => !k.startsWith('ma.') && !k.startsWith(SUB_BASE))).toEqual([]);
    expect(kept.caches).toEqual([]);

    // Finding 2: the folder is removed and another project published there; its /api is its own.
    host.mount('/', other);
    await page.goto(`${host.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'The next project' })).toBeVisible();
    await expect(page.locator('#api')).toHaveText(OTHER_API_ANSWER);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope)))
      .toEqual([`${host.origin}${SUB_BASE}`]);
  } finally {
    await host.stop();
    await rm(other, { recursive: true, force: true });
  }
});
