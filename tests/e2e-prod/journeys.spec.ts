import { agreeToTransfer } from '../e2e/pricing-helpers';
import { deepUnless } from '../setup/deep';
import { expect, logIn, newAccount, test } from './fixtures';
import { DEMO_PASSWORD } from '../setup/credentials.js';

/** A visitor's journeys through the production build, its API on another origin. */
const LENA = { email: 'lena.hartmann@example.com', password: DEMO_PASSWORD, name: 'Lena' };
const WANG = { email: 'wang.wei@example.com', password: DEMO_PASSWORD };
const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test('the blog list and an article, with pictures from the API', async ({ page }) => {
  await page.goto('/blog');
  await main(page).getByRole('link', { name: 'Teaching the rotator cuff in 3D' }).click();
  await expect(page).toHaveURL(/\/blog-detail\/1$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Teaching the rotator cuff in 3D');
  await expect(main(page).getByText(/^[\d,]+ reads$/)).toBeVisible();
  const cover = main(page).locator('article > img').first();
  await expect(cover).toHaveAttribute('src', `${process.env.PROD_API_URL}/media/blog/rotator-cuff-in-3d.svg`);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('login, then account settings: the profile and a new display name', async ({ page }) => {
  const account = await newAccount('Prod Ada');
  await logIn(page, account.email, account.password);
  const menu = page.getByRole('banner').getByRole('button', { name: /Hi Prod Ada/ });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit name' }).click();
  await main(page).getByRole('textbox', { name: 'Name' }).fill('Prod Lovelace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Hi Prod Lovelace/ })).toBeVisible();
});

test('pricing shows the subscription status of a subscriber', async ({ page }) => {
  await logIn(page, LENA.email, LENA.password);
  await expect(page.getByRole('banner').getByRole('button', { name: /Hi / })).toBeVisible();
  await page.goto('/pricing');
  const status = page.getByRole('region', { name: 'You are subscribed to Muscle and Movement' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Renewal is automatic');
});

for (const [language, fsLanguage, subscribe] of [
  ['en', 'en', 'Subscribe now'],
  ['cn', 'zh', '立即订阅'],
] as const) {
  // Chinese in the gate (its transfer consent and FastSpring's "zh"), both in the deep run.
  test(
    `buying opens FastSpring's checkout with the session the spec names (${language})`,
    deepUnless(language === 'cn'),
    async ({ page }) => {
      await page.addInitScript((lng) => window.localStorage.setItem('ma.language', lng), language);
      await logIn(page, WANG.email, WANG.password);
      await expect(page.getByRole('banner').getByRole('button', { name: /Hi |您好/ })).toBeVisible();
      await page.goto('/pricing');
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: subscribe }) })
        .first();
      await card.getByRole('button', { name: subscribe }).click();
      // A Chinese reader first agrees to hand the order to FastSpring, abroad (docs/decisions/192).
      if (language === 'cn') await agreeToTransfer(page);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __fastspring?: unknown[] }).__fastspring?.length ?? 0))
        .toBe(2);
      const calls = await page.evaluate(
        () => (window as unknown as { __fastspring: Array<[string, Record<string, any>?]> }).__fastspring,
      );
      expect(calls[1]).toEqual(['checkout']);
      const session = calls[0]![1]!;
      expect(calls[0]![0]).toBe('push');
      expect(session.products).toHaveLength(1);
      expect(session.products[0]).toMatchObject({ path: expect.any(String), quantity: 1 });
      expect(session.tags).toEqual({
        platform: 'website',
        userId: expect.any(Number),
        goodsId: expect.any(Number),
        // The time of that consent travels with the order's session; English readers are not asked.
        ...(language === 'cn' ? { transferConsent: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) } : {}),
      });
      expect(session.paymentContact).toEqual({ email: WANG.email });
      expect(session.language).toBe(fsLanguage);
      // The buyer closes the popup: the page stays usable, nothing is bought.
      await page.evaluate(() =>
        (window as unknown as { motionAtlasCheckoutClosed: (d: unknown) => void }).motionAtlasCheckoutClosed(null),
      );
      await expect(card.getByRole('button', { name: subscribe })).toBeEnabled();
    },
  );
}

test('PayPal through its SDK: the order our API made is approved, then captured', async ({ page }) => {
  const buyer = await newAccount('Prod Payer');
  await logIn(page, buyer.email, buyer.password);
  await expect(page.getByRole('banner').getByRole('button', { name: /Hi / })).toBeVisible();
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Pay with PayPal' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'PayPal' });
  await dialog.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __paypal: { orders: string[] } }).__paypal.orders.length))
    .toBe(1);
  const sdkUrl = await page.evaluate(() =>
    [...document.scripts].map((s) => s.src).find((src) => src.includes('paypal.com/sdk/js')),
  );
  expect(new URL(sdkUrl!).searchParams.get('client-id')).toBe('test-client-id');
  // PayPal's window approves the order (the fake server stands in for PayPal's side).
  const orderId = await page.evaluate(
    () => (window as unknown as { __paypal: { orders: string[] } }).__paypal.orders[0]!,
  );
  await fetch(`${process.env.PROD_API_URL}/__dev/paypal/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
  });
  await page.evaluate(() => (window as unknown as { __paypalDecide: (v: boolean) => void }).__paypalDecide(true));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'You are subscribed to Muscle and Movement' })).toBeVisible();
});

test('contact: a message reaches the API', async ({ page }) => {
  await page.goto('/contact');
  const text = `Production journey ${Date.now()}`;
  await main(page).getByRole('textbox', { name: 'Name' }).fill('Margaret Liu');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill('m.liu@university.example.edu');
  await main(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await main(page).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Success' })).toBeVisible();
  const dashboard = await (await fetch(`${process.env.PROD_API_URL}/__dev?contacts=1`)).text();
  expect(dashboard).toContain(text);
});

test('newsletter: joining from the footer asks to confirm by mail', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Name').fill('Jonas Weber');
  await footer.getByLabel('E-mail').fill(`prod-reader-${Date.now()}@example.com`);
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/help-email$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
});

test('an unknown address ends on the 404 page, with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await main(page)
    .getByRole('link', { name: /Home/ })
    .or(main(page).getByRole('button', { name: /Home/ }))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${process.env.PROD_SITE_URL}/?$`));
});

test.describe('a visitor whose browser speaks Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('gets the Chinese pages from the first byte', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(await response!.text()).toContain('<html lang="zh-CN"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: '首页' })
        .or(page.getByRole('banner').getByText('首页'))
        .first(),
    ).toBeVisible();
  });
});
