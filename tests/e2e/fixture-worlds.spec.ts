import { fixtureWorld } from '../setup/fixture-world';
import { waitingForTheApp } from '../setup/hydrated';
import { main } from './accounts-helpers';
import { expect, test } from './world-fixtures';
import { DEEP } from '../setup/deep';
import { NEW_PASSWORD } from '../setup/credentials.js';

/**
 * Two tests' worlds at once on one server (issue 43): two browsers, each in a sandbox seeded with a
 * different document, signed in by a known token, each seeing only its own world.
 */
test(
  'two worlds made at once on one server: each browser sees its own, never the other',
  DEEP,
  async ({ browser, sandboxServer }) => {
    const [ana, bo] = await Promise.all([
      fixtureWorld(sandboxServer.url, {
        users: [
          {
            email: 'ana.silva@example.com',
            password: NEW_PASSWORD,
            sessions: [{ token: 'ana' }],
            orders: { count: 3 },
          },
        ],
      }),
      fixtureWorld(
        sandboxServer.url,
        'users: [{ email: bo.chen@example.com, password: Start2025, sessions: [{ token: bo }] }]',
      ),
    ]);
    const open = async (world: typeof ana, token: string) => {
      const context = await browser.newContext({ baseURL: sandboxServer.url });
      await context.addCookies([{ name: 'ma_sandbox', value: world.id, url: sandboxServer.url }]);
      await context.addInitScript((t) => window.localStorage.setItem('ma.token', t), token);
      const page = waitingForTheApp(await context.newPage());
      await page.goto('/order');
      return { context, page };
    };
    try {
      const [a, b] = await Promise.all([open(ana, 'ana'), open(bo, 'bo')]);
      await expect(a.page.getByRole('banner').getByRole('button', { name: /Ana Silva/ })).toBeVisible();
      await expect(main(a.page).getByRole('article')).toHaveCount(3);
      await expect(b.page.getByRole('banner').getByRole('button', { name: /Bo Chen/ })).toBeVisible();
      await expect(main(b.page).getByText('There are currently no orders available')).toBeVisible();
      // Ana's token means nothing in Bo's world: the site signs the visitor out.
      const c = await open(bo, 'ana');
      await expect(c.page).toHaveURL(/\/login/);
      for (const opened of [a, b, c]) await opened.context.close();
    } finally {
      await Promise.all([ana.remove(), bo.remove()]);
    }
  },
);

test.describe('a test that sets a document but does not take `world`', () => {
  test.use({
    fixture: {
      articles: [
        {
          title: { en: 'Only in this world', cn: '只在这个世界' },
          content: { en: '<p>Here.</p>', cn: '<p>这里。</p>' },
        },
      ],
    },
  });
  test('still runs in that world (its pages are in its sandbox)', async ({ page }) => {
    await page.goto('/blog');
    await expect(main(page).getByRole('link', { name: 'Only in this world' })).toBeVisible();
  });
});
