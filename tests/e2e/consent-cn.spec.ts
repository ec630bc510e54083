import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsDone, expect, inLanguage, test } from './fixtures';
import { checkoutDialog, planCard, signedIn } from './pricing-helpers';
import { DEMO_PASSWORD, NEW_PASSWORD } from '../setup/credentials.js';

/**
 * The two consents a mainland reader gives by ticking a box (docs/decisions/191, 192): the terms
 * and the privacy policy at sign-up, and handing an order to the payment provider abroad before
 * paying. Each box starts unticked and is required; the second is remembered for the order.
 */
const WANG = { email: 'wang.wei@example.com', password: DEMO_PASSWORD };
const consentDialog = (page: Page) => page.getByRole('dialog', { name: '付款前请确认' });

/** The checkout session the fake hosted checkout was opened with (its frame's `?session=`). */
async function openedSession(page: Page): Promise<{ tags: Record<string, unknown> }> {
  const src = await checkoutDialog(page).locator('iframe').getAttribute('src');
  const raw = new URL(src!, 'http://x').searchParams.get('session')!;
  return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
}

test('in Chinese: the sign-up box and the payment consent, unticked, required, remembered with the order', async ({
  page,
  fake,
}) => {
  await inLanguage(page, 'cn');
  await page.goto('/register');
  const main = page.getByRole('main');
  const agree = main.getByRole('checkbox', { name: '我已阅读并同意《使用条款》和《隐私政策》' });
  await expect(agree).not.toBeChecked();
  await expect(main.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy-policy');
  await main.getByLabel(/^昵称/).fill('赵磊');
  await main.getByLabel(/^邮箱/).fill('zhao.lei@example.com');
  await main.getByLabel(/^密码/).fill(NEW_PASSWORD);
  await main.getByLabel(/^确认密码/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(main.getByText('请阅读并勾选同意《使用条款》和《隐私政策》。')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await agree.check();
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('dialog', { name: '激活您的账号' })).toBeVisible();

  // Paying: a consent of its own, naming the recipient abroad, before the payment window.
  await signedIn(page, fake, WANG.email, WANG.password);
  await page.goto('/pricing');
  const monthly = planCard(page, '肌肉与运动月度订阅').getByRole('button', { name: '立即订阅' });
  await monthly.click();
  const consent = consentDialog(page);
  await expect(consent).toContainText('Bright Market, LLC（FastSpring，美国）');
  const box = consent.getByRole('checkbox');
  await expect(box).not.toBeChecked();
  await consent.getByRole('button', { name: '继续付款' }).click();
  await expect(consent.getByText('请先勾选同意，再继续付款。')).toBeVisible();
  await expect(checkoutDialog(page)).toHaveCount(0);
  // A dialog new to the site: no axe violation, its error shown (the sweep of npm run a11y never opens it).
  await animationsDone(page);
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .include('[role="dialog"]');
  expect((await axe.analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  await box.check();
  await consent.getByRole('button', { name: '继续付款' }).click();
  await expect(checkoutDialog(page)).toBeVisible();
  const agreedAt = (await openedSession(page)).tags.transferConsent;
  expect(agreedAt).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/);

  // The window closed unpaid: the same order goes on without asking again, its consent with it.
  await page.getByRole('button', { name: '关闭支付窗口' }).click();
  await expect(checkoutDialog(page)).toHaveCount(0);
  await monthly.click();
  await expect(checkoutDialog(page)).toBeVisible();
  await expect(consentDialog(page)).toHaveCount(0);
  expect((await openedSession(page)).tags.transferConsent).toBe(agreedAt);
  await page.getByRole('button', { name: '关闭支付窗口' }).click();

  // Another plan is another order: asked again, and cancelling opens nothing.
  await planCard(page, '肌肉与运动年度订阅').getByRole('button', { name: '立即订阅' }).click();
  await expect(consentDialog(page).getByRole('checkbox')).not.toBeChecked();
  await consentDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(consentDialog(page)).toHaveCount(0);
  await expect(checkoutDialog(page)).toHaveCount(0);
});
