import type { Page } from '@playwright/test';
import { DEEP, deepUnless, expect, inLanguage, shot, test } from './fixtures';
import { agreeToTransfer, ordersOf, planCard, signedIn, tokenFor } from './pricing-helpers';
import { DEMO_PASSWORD } from '../setup/credentials.js';

/** PayPal, the second way to pay, with the fake server's approval page in a frame. */
const WANG = { email: 'wang.wei@example.com', password: DEMO_PASSWORD };
const ui = {
  en: {
    paypal: 'Pay with PayPal',
    approve: 'Approve and pay',
    cancel: 'Cancel and return',
    close: 'Close PayPal',
    plan: 'Muscle and Movement monthly',
  },
  cn: {
    paypal: '使用 PayPal 付款',
    approve: '同意并付款',
    cancel: '取消并返回',
    close: '关闭 PayPal',
    plan: /动作|月/,
  },
} as const;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'PayPal' });
const frame = (page: Page) => page.frameLocator('iframe[title="PayPal approval"], iframe[title="PayPal 付款确认"]');

async function startPaypal(page: Page, language: 'en' | 'cn') {
  await page.goto('/pricing');
  const card = language === 'en' ? planCard(page, ui.en.plan) : page.getByRole('article').first();
  await card.getByRole('button', { name: ui[language].paypal }).click();
  if (language === 'cn') await agreeToTransfer(page);
  await expect(dialog(page)).toBeVisible();
}

test('approve on PayPal: the order is captured, the status turns subscribed, My Order shows the price', async ({
  page,
  fake,
}) => {
  await signedIn(page, fake, WANG.email, WANG.password);
  await startPaypal(page, 'en');
  await expect(frame(page).getByText('Muscle and Movement monthly')).toBeVisible();
  await expect(frame(page).getByText('US$12.99')).toBeVisible();
  await shot(page, 'paypal-approval');
  await frame(page).getByRole('button', { name: ui.en.approve }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText(/Thank you! Your subscription is active/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'You are subscribed to Muscle and Movement' })).toBeVisible();
  const [order] = await ordersOf(fake, await tokenFor(fake, WANG.email, WANG.password));
  expect(order).toMatchObject({ source: 1, price: 12.99, domainId: 1 });
  await page.goto('/order');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('$12.99');
});

for (const language of ['en', 'cn'] as const) {
  const cancelled = {
    en: 'You cancelled the PayPal payment. Nothing was charged.',
    cn: '您已取消 PayPal 付款，未产生任何扣款。',
  }[language];
  const notApproved = {
    en: 'This PayPal order has not been approved by the buyer yet.',
    cn: '您尚未在 PayPal 中确认这笔付款。',
  }[language];
  const duplicate = {
    en: 'The expiration date for the use of this product has not yet expired, and there is no need for a duplicate subscription.',
    cn: '您对该产品的订阅尚未到期，无需重复购买。',
  }[language];

  // Each in one language in the gate (closing in Chinese, with its transfer consent), both in the deep run.
  test(
    `cancelling on PayPal says so and buys nothing (${language})`,
    deepUnless(language === 'en'),
    async ({ page, fake }) => {
      await inLanguage(page, language);
      await signedIn(page, fake, WANG.email, WANG.password);
      await startPaypal(page, language);
      await frame(page).getByRole('button', { name: ui[language].cancel }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByText(cancelled)).toBeVisible();
      expect(await ordersOf(fake, await tokenFor(fake, WANG.email, WANG.password))).toHaveLength(0);
    },
  );

  test(
    `closing PayPal before approving: the capture is refused with the server's message (${language})`,
    deepUnless(language === 'cn'),
    async ({ page, fake }) => {
      await inLanguage(page, language);
      await signedIn(page, fake, WANG.email, WANG.password);
      await startPaypal(page, language);
      await expect(frame(page).getByRole('button', { name: ui[language].approve })).toBeVisible();
      await page.getByRole('button', { name: ui[language].close }).click();
      await expect(page.getByRole('alert').filter({ hasText: notApproved })).toBeVisible();
      expect(await ordersOf(fake, await tokenFor(fake, WANG.email, WANG.password))).toHaveLength(0);
    },
  );

  test(
    `no second subscription through PayPal either (${language})`,
    deepUnless(language === 'en'),
    async ({ page, fake }) => {
      await inLanguage(page, language);
      const token = await signedIn(page, fake, WANG.email, WANG.password);
      await page.goto('/pricing');
      const button = page.getByRole('button', { name: ui[language].paypal }).first();
      await expect(button).toBeVisible();
      // Subscribed meanwhile, in another tab.
      const res = await fetch(`${fake.url}/api/u/order/paypal/subscribe`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ goodsId: 1 }),
      });
      expect((await res.json()).code).toBe('OK');
      await button.click();
      await expect(page.getByText(duplicate)).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
    },
  );
}

test('a visitor is asked to log in before PayPal, like before the card checkout', DEEP, async ({ page }) => {
  await page.goto('/pricing/patient-education');
  await page.getByRole('button', { name: ui.en.paypal }).first().click();
  await expect(page.getByText('Please log in to your account before continuing')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});
