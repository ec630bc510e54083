import type { Page } from '@playwright/test';
import { scrollUntil } from '../setup/scroll-until';
import { agreeToTransfer } from '../e2e/pricing-helpers';
import { deepUnless } from '../setup/deep';
import { expect, logIn, newAccount, test } from './fixtures';
import { DEMO_PASSWORD, EDGE_PASSWORD } from '../setup/credentials.js';

/**
 * The production build against an API that speaks only what the spec promises (WIRE=spec: ids,
 * counts, codes and prices as strings, wall-time dates, `null` for missing values, no field the
 * spec does not name, plans as a bare array, no blog total), as the company's backend may. The
 * same journeys as a visitor makes, in both languages (each journey in one of them in the gate, in
 * both in the deep run); the watch fixture fails any console error, failed request or CSP violation.
 */
const specApi = () => process.env.PROD_SPEC_API_URL!;
test.use({ baseURL: process.env.PROD_SPEC_SITE_URL });
// One API behind these tests, and the last one loads another scenario.
test.describe.configure({ mode: 'serial' });

const main = (page: Page) => page.getByRole('main');
const WANG = { email: 'wang.wei@example.com', password: DEMO_PASSWORD };
const texts = {
  en: { start: 'Get started with Stretching Library (3D)', reads: /^[\d,]+ reads?$/, buy: 'Subscribe now', hi: /Hi / },
  cn: { start: '开始使用拉伸动作库（3D）', reads: /^[\d,]+ 次阅读$/, buy: '立即订阅', hi: /您好/ },
} as const;

async function inLanguage(page: Page, language: 'en' | 'cn') {
  await page.addInitScript((lng) => window.localStorage.setItem('ma.language', lng), language);
}

for (const language of ['en', 'cn'] as const) {
  const t = texts[language];

  test(
    `home, the programs and "get started", the patient regions (${language})`,
    deepUnless(language === 'en'),
    async ({ page }) => {
      await inLanguage(page, language);
      await page.goto('/');
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      // The newest articles, read from ids sent as strings and no dates.
      const newest = main(page).locator('a[href^="/blog-detail/"]').first();
      await scrollUntil(page, newest);
      await expect(newest).toBeVisible();

      await page.goto('/muscle-and-movement');
      await main(page).getByRole('link', { name: t.start }).click();
      await expect(page).toHaveURL(/\/product-detail\/[^?]+\?pid=1&sid=4$/);
      await expect(page.locator('iframe')).toHaveAttribute('src', `${specApi()}/__dev/stand-in/stretching-library`);

      await page.goto('/msk-patient-education');
      const regions = main(page).locator('#regions');
      await expect(regions.getByRole('listitem').first()).toBeVisible();
      await expect(regions).not.toContainText('NaN');
    },
  );

  test(
    `the blog and an article without its id, photo or date form (${language})`,
    deepUnless(language === 'en'),
    async ({ page }) => {
      await inLanguage(page, language);
      await page.goto('/blog');
      const first = main(page).locator('a[href^="/blog-detail/"]').first();
      const title = (await first.textContent())!;
      await first.click();
      await expect(page).toHaveURL(/\/blog-detail\/\d+$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main(page).getByText(t.reads)).toBeVisible();
      await expect(main(page).locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  // Chinese in the gate: the transfer consent goes over the wire too.
  test(
    `pricing and checkout: the product line's domain id and the login answer's user id (${language})`,
    deepUnless(language === 'cn'),
    async ({ page }) => {
      await inLanguage(page, language);
      const asked: URL[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/api/u/order/order/buy' || url.pathname === '/api/goods/body/list') asked.push(url);
      });
      await logIn(page, WANG.email, WANG.password);
      await expect(page.getByRole('banner').getByRole('button', { name: t.hi })).toBeVisible();
      const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('ma.user') ?? '{}').id as string);
      expect(userId).toMatch(/^\d+$/);

      await page.goto('/pricing');
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: t.buy }) })
        .first();
      await card.getByRole('button', { name: t.buy }).click();
      if (language === 'cn') await agreeToTransfer(page);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __fastspring?: unknown[] }).__fastspring?.length ?? 0))
        .toBe(2);
      const session = await page.evaluate(
        () => (window as unknown as { __fastspring: Array<[string, Record<string, any>]> }).__fastspring[0]![1],
      );
      expect(session.tags).toEqual({
        platform: 'website',
        userId: Number(userId),
        goodsId: expect.any(Number),
        ...(language === 'cn' ? { transferConsent: expect.any(String) } : {}),
      });
      expect(session.paymentContact).toEqual({ email: WANG.email });
      await page.evaluate(() =>
        (window as unknown as { motionAtlasCheckoutClosed: (d: unknown) => void }).motionAtlasCheckoutClosed(null),
      );

      await page.goto('/pricing/patient-education');
      await expect(page.getByRole('article').first()).toBeVisible();
      const query = (path: string) =>
        asked.filter((u) => u.pathname === path).map((u) => Object.fromEntries(u.searchParams));
      expect(query('/api/goods/body/list')).toEqual([
        { client: '3', domainId: '1' },
        { client: '3', domainId: '2' },
      ]);
      expect(query('/api/u/order/order/buy')).toContainEqual({ client: '3', domainId: '1' });
      expect(query('/api/u/order/order/buy')).toContainEqual({ client: '3', domainId: '2' });
    },
  );
}

test('sign in and the account, with user info that has no id', async ({ page }) => {
  const account = await newAccount('Spec Ada', specApi());
  await logIn(page, account.email, account.password);
  const menu = page.getByRole('banner').getByRole('button', { name: /Hi Spec Ada/ });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(main(page).getByText(account.email.slice(0, 4), { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit name' }).click();
  await main(page).getByRole('textbox', { name: 'Name' }).fill('Spec Lovelace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Hi Spec Lovelace/ })).toBeVisible();
});

for (const language of ['en', 'cn'] as const) {
  test(
    `orders with paging: a total and codes as strings, no order ids (${language})`,
    deepUnless(language === 'en'),
    async ({ page }) => {
      const reset = await fetch(`${specApi()}/__dev/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scenario: 'edge' }),
      });
      expect(reset.status).toBe(200);
      await inLanguage(page, language);
      await logIn(page, 'many.orders@example.com', EDGE_PASSWORD);
      await expect(page.getByRole('banner').getByRole('button', { name: texts[language].hi })).toBeVisible();
      await page.goto('/order');
      await expect(main(page).getByRole('article')).toHaveCount(20);
      await expect(main(page).getByText(/46/).first()).toBeVisible();
      const pager = page.getByRole('navigation', { name: language === 'en' ? 'Order pages' : '订单分页' });
      await pager.getByRole('button', { name: language === 'en' ? 'Page 3' : /3/ }).click();
      await expect(page).toHaveURL(/\/order\?page=3$/);
      await expect(main(page).getByRole('article')).toHaveCount(6);
      await expect(main(page)).not.toContainText(/NaN|orders\.count|undefined/);
    },
  );
}
