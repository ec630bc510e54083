import { main } from './accounts-helpers';
import { expect, signIn, test } from './world-fixtures';
import { DEEP } from '../setup/deep';
import { NEW_PASSWORD } from '../setup/credentials.js';

/**
 * Opening the site as a user of a document (issue 51, docs/decisions/133): the dashboard's link
 * per known session, and `signIn` with a chosen token (an expired one too), language and zone.
 */
test.use({
  fixture: {
    users: [
      {
        email: 'li.na@example.com',
        password: NEW_PASSWORD,
        name: '李娜',
        language: 'cn',
        sessions: [{ token: 'li-na-token' }, { token: 'li-na-old', expired: true }],
      },
    ],
  },
});

test('the dashboard opens the site signed in as a user, in their language, the token gone from the address', async ({
  page,
}) => {
  await page.goto('/__dev');
  await page.getByRole('link', { name: 'Open the site as li.na@example.com with li-na-token, in Chinese' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Hi 李娜|李娜/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => history.length > 0 && !location.href.includes('li-na-token'))).toBe(true);
});

test(
  'signIn with an expired token, in Chinese and Shanghai time: Unauthorized on Account Settings keeps the way back',
  DEEP,
  async ({ page, world }) => {
    await signIn(page, world, 'li.na@example.com', { token: 'li-na-old', language: 'cn', timezone: 'Asia/Shanghai' });
    await page.goto('/account-settings');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai');
    const toast = page.getByRole('alert').filter({ hasText: '登录已过期' });
    await expect(toast).toBeVisible();
    await toast.click();
    await expect(page).toHaveURL(/\/login\?backUrl=%2Faccount-settings$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  },
);
