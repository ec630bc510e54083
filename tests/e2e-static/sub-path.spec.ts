import { CARDS, checkoutDialog, payWith, planCard } from '../e2e/pricing-helpers';
import { SUB, activated, expect, logIn, test } from './fixtures';
import { EDGE_PASSWORD, NEW_PASSWORD } from '../setup/credentials.js';

/**
 * The folder published below a path (BASE_PATH=/motionatlas-demo/), as on GitHub Pages: every
 * link, asset, worker scope and route stays below it (the fixture fails a test on any address of
 * the origin outside it), the dashboard is at __dev under it, and deep links work on a host that
 * answers 404 for unknown paths.
 */
const folder = SUB();
test.use({ folder });

test("a deep link, the site's links and a reload stay below the base path", async ({ page }) => {
  const first = await page.goto(`${folder.url}blog`);
  expect(first?.status()).toBe(404);
  const article = page.getByRole('main').getByRole('article').first();
  await expect(article).toBeVisible();
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
  );
  const own = hrefs.filter((h) => h.startsWith('/'));
  expect(own.length).toBeGreaterThan(10);
  expect(own.filter((h) => !h.startsWith(folder.base))).toEqual([]);
  await article.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${folder.base}blog-detail/\\d+$`));
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(`${folder.url}pricing`);
  const again = await page.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(planCard(page, 'Muscle and Movement monthly')).toBeVisible();
  // The public folder's files, the 3D stand-in and the stretching library's frames, all below it.
  await page.goto(`${folder.url}privacy-policy`);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto(`${folder.url}product-detail/Human-Anatomy?pid=3&sid=1`);
  await expect(page.locator('iframe')).toHaveAttribute('src', `${folder.base}__dev/stand-in/anatomy`);
  await expect(page.frameLocator('iframe').getByRole('main')).toBeVisible();
  await page.goto(`${folder.url}msk-patient-education`);
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.poster))
    .toContain(`${folder.base}media/msk-intro-poster.jpg`);
});

test('the dashboard at __dev below the base path: its links, its buttons, the activation link', async ({ page }) => {
  await page.goto(`${folder.url}pricing`);
  await activated(page, folder, 'below@example.com');
  await page.getByRole('link', { name: 'Dev dashboard' }).click();
  await expect(page).toHaveURL(`${folder.url}__dev`);
  await expect(page.getByRole('heading', { name: 'Fake server dashboard' })).toBeVisible();
  const addresses = await page.evaluate(() =>
    [...document.querySelectorAll('[href], [src], [action], [data-call]')].flatMap((el) =>
      ['href', 'src', 'action', 'data-call'].map((name) => el.getAttribute(name)).filter((v): v is string => !!v),
    ),
  );
  expect(addresses.filter((a) => a.startsWith('/') && !a.startsWith(folder.base))).toEqual([]);
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(`${folder.url}__dev/api`);
  await page.goBack();
  // A button of the dashboard (its own fetch) switches the scenario.
  await page.getByRole('button', { name: 'empty', exact: true }).click();
  await expect(page.getByText('Scenario: empty')).toBeVisible();
});

test('sign-up mail link and the fake checkout below the base path', async ({ page }) => {
  await page.goto(`${folder.url}pricing`);
  await activated(page, folder, 'buyer@example.com');
  await logIn(page, folder, 'buyer@example.com', NEW_PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: /Hi Ada/ })).toBeVisible();
  await page.goto(`${folder.url}pricing`);
  await planCard(page, 'Muscle and Movement yearly').getByRole('button', { name: 'Subscribe now' }).click();
  await expect(checkoutDialog(page)).toBeVisible();
  await payWith(page, CARDS.pays);
  await expect(page.getByText(/Thank you! Your subscription is active/)).toBeVisible();
  await page.goto(`${folder.url}order`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
});

test("a fixture document loaded on the dashboard: its users, tokens and open-as links work in the visitor's worker", async ({
  page,
}) => {
  await page.goto(`${folder.url}__dev`);
  await page
    .getByLabel('Document', { exact: true })
    .fill(
      'extends: edge\nusers:\n  - email: li.na@example.com\n    password: Start2025\n    sessions: [{ token: li-na-token }]\n    orders: { count: 3 }\n',
    );
  await page.getByRole('button', { name: 'Load document' }).click();
  await expect(page.getByRole('status')).toContainText('user 6 li.na@example.com · tokens: li-na-token');
  await expect(page.getByRole('status')).toContainText('3 orders');
  // The known token signs a call in, through the worker, below the base path.
  const info = await page.evaluate(
    async (path) =>
      (await (await fetch(path, { headers: { authorization: 'Bearer li-na-token', language: 'en' } })).json()) as {
        data: { nickName: string };
      },
    `${folder.base}api/u/user/info`,
  );
  expect(info.data.nickName).toBe('Li Na');
  // The dashboard's link for that session opens the site signed in as her, below the base path
  // (issue 51): the open-as page of the worker stores the session under the folder's own keys.
  await page.reload();
  await page.getByRole('link', { name: 'Open the site as li.na@example.com with li-na-token, in English' }).click();
  await expect(page).toHaveURL(folder.url);
  await expect(page.getByRole('banner').getByRole('button', { name: /Li Na/ })).toBeVisible();
  // The password was hashed in the worker as the server stores it: the form signs in with it.
  await logIn(page, folder, 'many.orders@example.com', EDGE_PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: /Orders Olga/ })).toBeVisible();
  await logIn(page, folder, 'li.na@example.com', NEW_PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: /Li Na/ })).toBeVisible();
});
