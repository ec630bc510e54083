import { deepUnless, expect, footerSettled, inLanguage, logIn, test } from './fixtures';
import { clippedText } from './public-helpers';
import { DEMO_PASSWORD } from '../setup/credentials.js';

test('an unknown path lands on /404, whose button goes Home', async ({ page, fake }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`${fake.url}/`);
});

test('the language switch keeps the route and changes the texts', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: /English: change language/ }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: /中文：切换语言/ })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('?lang=cn in a shared link opens the site in Chinese', async ({ page }) => {
  await page.goto('/about?lang=cn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('code Unauthorized from the server clears the session and lands on /login', async ({ page, fake }) => {
  await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
  await expect(page.getByText('Hi Lena Hartmann')).toBeVisible();
  await fake.dev('POST', '/__dev/faults', { path: '/api/u/user/info', code: 'Unauthorized', times: 1 });
  await page.reload();
  const toast = page.getByText('Login has expired, please log in again.');
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ma.token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('a 500 from the server shows the status message', async ({ page, fake }) => {
  await page.goto('/');
  await fake.dev('POST', '/__dev/faults', { path: '/api/common/email', status: 500, times: 1 });
  const footer = await footerSettled(page);
  await footer.getByLabel('E-mail').fill('reader@example.com');
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Server-side error.')).toBeVisible();
});

test('a call slower than the timeout shows the timeout message', async ({ page, fake }) => {
  await page.addInitScript(() => {
    window.__MA_TIMEOUT_MS__ = 1000;
  });
  await page.goto('/');
  await fake.dev('POST', '/__dev/faults', { path: '/api/common/email', delayMs: 4000, times: 1 });
  const footer = await footerSettled(page);
  await footer.getByLabel('E-mail').fill('reader@example.com');
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('The request timed out. Please check your connection and try again.')).toBeVisible();
});

test('the newsletter form validates and goes to /help-email on OK', async ({ page }) => {
  await page.goto('/');
  const footer = await footerSettled(page);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please fill in your email address.')).toBeVisible();
  await expect(footer.getByText('Please read and check the box to accept the privacy policy.')).toBeVisible();
  await footer.getByLabel('E-mail').fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please fill in the correct email address.')).toBeVisible();
  await footer.getByLabel('E-mail').fill('reader@example.com');
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/help-email$/);
});

test('the header menus work with the keyboard', async ({ page }) => {
  await page.goto('/');
  const products = page.getByRole('button', { name: /Products/ });
  await products.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Muscle and Movement' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'MSK Patient Education' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(products).toBeFocused();
  await expect(page.getByRole('menu')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Muscle and Movement' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/muscle-and-movement$/);
});

test('the top bar hides after 40 px of scroll and the phone menu opens', async ({ page }) => {
  await page.goto('/terms-of-use');
  const appDownload = page.getByRole('banner').getByRole('link', { name: 'App Download' });
  await expect(appDownload).toBeVisible();
  await page.mouse.wheel(0, 400);
  await expect(appDownload).toBeHidden();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Pricing' })).toBeVisible();
});

for (const language of ['en', 'cn'] as const) {
  const L = <V>(en: V, cn: V) => (language === 'en' ? en : cn);
  test(
    `signed in: the header's greeting is whole at 1440 px, and the phone menu greets and offers what the desktop menu does (${language})`,
    deepUnless(language === 'en'),
    async ({ page }) => {
      await inLanguage(page, language);
      await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login$/);
      const greeting = L('Hi Lena Hartmann', '您好，Lena Hartmann');
      const account = page.getByRole('banner').getByRole('button', { name: greeting });
      await expect(account).toBeVisible();
      // Nothing in the button ends in an ellipsis or is hidden past its edge.
      expect(await clippedText(account), 'the greeting is whole').toEqual([]);
      await account.click();
      const desktopMenu = (await page.getByRole('menu').getByRole('menuitem').allTextContents()).map((s) => s.trim());
      expect(desktopMenu).toEqual(L(['Account Settings', 'My Order', 'Log out'], ['账号设置', '我的订单', '退出登录']));
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: L('Open menu', '打开菜单') }).click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByText(greeting, { exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: desktopMenu[0] })).toHaveAttribute('href', '/account-settings');
      await expect(menu.getByRole('link', { name: desktopMenu[1] })).toHaveAttribute('href', '/order');
      await menu.getByRole('button', { name: desktopMenu[2] }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('ma.token'))).toBeNull();
      await page.getByRole('button', { name: L('Open menu', '打开菜单') }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: L('Log In', '登录') })).toBeVisible();
    },
  );
}
