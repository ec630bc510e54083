import { type Page, expect } from '@playwright/test';
import type { FakeServer } from './fixtures';

export const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** A token from the API, as the login form would get it. */
export async function tokenFor(fake: FakeServer, email: string, password: string): Promise<string> {
  const res = await fetch(`${fake.url}/api/passport/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { code: string; data?: { token: string } };
  expect(body.code, `login of ${email}`).toBe('OK');
  return body.data!.token;
}

/** Signed in before the first page loads (for tests that are not about logging in). */
export async function signedIn(page: Page, fake: FakeServer, email: string, password: string): Promise<string> {
  const token = await tokenFor(fake, email, password);
  await page.addInitScript((t) => window.localStorage.setItem('ma.token', t), token);
  return token;
}

export type OrderRow = {
  id: number;
  title: string;
  source: number;
  price: number | null;
  createTime: string;
  dueTime: string;
  domainId: number;
};

/** The user's orders as the API lists them (newest first). */
export async function ordersOf(fake: FakeServer, token: string): Promise<OrderRow[]> {
  const res = await fetch(`${fake.url}/api/u/order/list?page=1&size=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { code: string; data: { list: OrderRow[] } };
  expect(body.code).toBe('OK');
  return body.data.list;
}

/** A plan card, found by its title. */
export const planCard = (page: Page, title: string | RegExp) => page.getByRole('article', { name: title });

/** The fake hosted checkout's dialog and the card form inside its frame. */
export const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: /Secure checkout|安全支付/ });
export const checkoutFrame = (page: Page) =>
  page.frameLocator('iframe[title="Card payment form"], iframe[title="银行卡支付表单"]');

/**
 * A reader of the Chinese site agrees, in a dialog of its own, to hand the order to the payment
 * provider abroad before the payment window opens (docs/decisions/192).
 */
export async function agreeToTransfer(page: Page) {
  const consent = page.getByRole('dialog', { name: '付款前请确认' });
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: '继续付款' }).click();
  await expect(consent).toBeHidden();
}

/** Types a card into the checkout frame and presses its pay button. */
export async function payWith(page: Page, card: string) {
  const frame = checkoutFrame(page);
  await frame.getByLabel(/Card number|卡号/).fill(card);
  await frame.getByRole('button', { name: /^(Pay|支付) US\$/ }).click();
}

/** The page has no sideways scroll at the current viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
