import { accountMenu, expectFocusTrapped, field, main } from './accounts-helpers';
import { DEEP, deepUnless, expect, inLanguage, logIn, shot, test } from './fixtures';
import { signIn, test as worldTest } from './world-fixtures';
import { DEMO_PASSWORD, NEW_PASSWORD } from '../setup/credentials.js';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

test('My Order without a token goes to Login, and comes back after logging in', async ({ page, fake }) => {
  void fake;
  await page.goto('/order');
  await expect(page).toHaveURL(/\/login\?backUrl=%2Forder$/);
  await field(main(page), 'E-mail').fill('lena.hartmann@example.com');
  await field(main(page), 'Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Order' })).toBeVisible();
});

test('each order: the English title, both dates, and price and help links only for website orders', async ({
  page,
  fake,
}) => {
  void fake;
  await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
  await expect(accountMenu(page, 'Hi Lena Hartmann')).toBeVisible();
  await accountMenu(page, 'Hi Lena Hartmann').click();
  await page.getByRole('menuitem', { name: 'My Order' }).click();
  await expect(page).toHaveURL(/\/order$/);
  const orders = main(page).getByRole('article');
  await expect(orders).toHaveCount(5);
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(Array(5).fill('Softs Subscription'));
  for (const order of await orders.all()) {
    const dates = order.getByRole('definition');
    await expect(dates.nth(0)).toHaveText(DATE_TIME);
    await expect(dates.nth(1)).toHaveText(DATE_TIME);
  }
  await expect(orders.first()).toContainText('Purchase date');
  await expect(orders.first()).toContainText('Product usage deadline');

  // The newest is an app-store order (source 2, domainId 2): no price, no help links.
  const appStore = orders.nth(0);
  await expect(appStore).toContainText('App store');
  await expect(appStore).not.toContainText('$');
  await expect(appStore.getByRole('link')).toHaveCount(0);

  // A website order (source 1): price in USD and both help links.
  const yearly = orders.nth(1);
  await expect(yearly).toContainText('$99.99');
  await expect(yearly.getByRole('link', { name: 'How to unsubscribe' })).toHaveAttribute('href', '/help-cancle');
  await expect(yearly.getByRole('link', { name: 'How to view an invoice' })).toHaveAttribute('href', '/help-invoice');
  await expect(orders.nth(4)).toContainText('$12.99');

  // 'Go to learn': domainId 1 goes to Muscle and Movement, domainId 2 opens the app-only tip.
  await yearly.getByRole('button', { name: 'Go to learn' }).click();
  await expect(page).toHaveURL(/\/muscle-and-movement$/);
  await page.goBack();
  await appStore.getByRole('button', { name: 'Go to learn' }).click();
  const tip = page.getByRole('dialog', { name: 'Available in the app' });
  await expect(tip).toContainText('works only in the mobile app');
  await tip.getByRole('link', { name: 'Download' }).click();
  await expect(page).toHaveURL(/\/download$/);
});

test('in Chinese each order shows its own title', DEEP, async ({ page, fake }) => {
  void fake;
  await inLanguage(page, 'cn');
  await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
  await expect(accountMenu(page, '您好，Lena Hartmann')).toBeVisible();
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    '肌骨患者教育（应用商店）',
    '肌肉与运动年度订阅',
    '肌肉与运动订阅',
    '肌肉与运动订阅',
    '肌肉与运动订阅',
  ]);
  const yearly = main(page).getByRole('article').nth(1);
  await expect(yearly).toContainText('$99.99');
  await expect(yearly.getByRole('link', { name: '如何取消订阅' })).toBeVisible();
  await expect(yearly.getByRole('link', { name: '如何查看账单' })).toBeVisible();
  await main(page).getByRole('article').first().getByRole('button', { name: '去学习' }).click();
  const tip = page.getByRole('dialog', { name: '请在 App 中使用' });
  await expect(tip).toContainText('目前仅支持在 App 中使用（手机、平板）');
  await expect(tip.getByRole('link', { name: '下载 App' })).toHaveAttribute('href', '/download');
});

test('a failed order list shows the error and a retry', async ({ page, fake }) => {
  await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
  await expect(accountMenu(page, 'Hi Lena Hartmann')).toBeVisible();
  await fake.dev('POST', '/__dev/faults', { path: '/api/u/order/list', status: 500, times: 1 });
  await page.goto('/order');
  await expect(page.getByText('Server-side error.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Try again' }).click();
  await expect(main(page).getByRole('article')).toHaveCount(5);
});

test('screenshots of My Order', async ({ page, fake }) => {
  test.skip(!process.env.SCREENSHOTS, 'only when making screenshots (SCREENSHOTS=1)');
  test.setTimeout(180_000);
  for (const language of ['en', 'cn'] as const) {
    for (const width of [1440, 375]) {
      await fake.reset('demo');
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      await inLanguage(page, language);
      await page.goto('/404');
      await page.evaluate(() => localStorage.removeItem('ma.token'));
      await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
      await expect(page.getByRole('banner')).toContainText('Lena');
      await page.goto('/order');
      await expect(main(page).getByRole('article')).toHaveCount(5);
      await shot(page, `order-${language}-${width}`);
      await main(page).getByRole('article').first().getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `order-tip-${language}-${width}`);
      await fake.reset('empty');
      await logIn(page, 'new.member@example.com', DEMO_PASSWORD);
      await expect(page.getByRole('banner')).toContainText('Jonas');
      await page.goto('/order');
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await shot(page, `order-empty-${language}-${width}`);
    }
  }
});

/**
 * A member without orders, and one with 45 monthly orders and an app-only one bought on Google
 * Play (domainId 2): the edge scenario's paging case, in a sandbox of these tests' own.
 */
const ORDERS_WORLD = {
  users: [
    { email: 'jonas.berg@example.com', password: NEW_PASSWORD, sessions: [{ token: 'jonas-session' }] },
    {
      email: 'orders.olga@example.com',
      password: NEW_PASSWORD,
      sessions: [{ token: 'olga-session' }],
      orders: [
        { count: 45 },
        {
          title: { en: 'MSK Patient Education (Google Play)', cn: '肌骨患者教育（Google Play）' },
          domainId: 2 as const,
          source: 2 as const,
          created: '-5d',
          due: '+25d',
        },
      ],
    },
  ],
};

worldTest.describe('in a world of their own', () => {
  worldTest.use({ fixture: ORDERS_WORLD });

  for (const [language, title, empty] of [
    ['en', 'My Order', 'There are currently no orders available'],
    ['cn', '我的订单', '暂无订单'],
  ] as const) {
    worldTest(`the empty state (${language})`, deepUnless(language === 'en'), async ({ page, world }) => {
      await inLanguage(page, language);
      await signIn(page, world, 'jonas.berg@example.com');
      await page.goto('/order');
      await expect(page.getByRole('banner').getByRole('button', { name: /Jonas Berg/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main(page).getByText(empty)).toBeVisible();
      await expect(main(page).getByRole('article')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: /Order pages|订单分页/ })).toHaveCount(0);
    });
  }

  worldTest(
    '46 orders (45 + one of domainId 2) over 3 pages of 20; the page survives a reload',
    async ({ page, world }) => {
      await signIn(page, world, 'orders.olga@example.com');
      await page.goto('/order');
      await expect(accountMenu(page, 'Hi Orders Olga')).toBeVisible();
      const orders = main(page).getByRole('article');
      await expect(orders).toHaveCount(20);
      await expect(main(page).getByText('46 orders · page 1 of 3')).toBeVisible();

      // The domainId 2 order (the newest) opens the tip, whose Download goes to the download page.
      await orders.first().getByRole('button', { name: 'Go to learn' }).click();
      const tip = page.getByRole('dialog', { name: 'Available in the app' });
      await expect(tip).toBeVisible();
      await tip.getByRole('button', { name: 'Cancel' }).click();
      await expect(tip).toBeHidden();

      const pages = page.getByRole('navigation', { name: 'Order pages' });
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/order\?page=2$/);
      await expect(main(page).getByText('46 orders · page 2 of 3')).toBeVisible();
      await expect(orders).toHaveCount(20);
      await pages.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/\/order\?page=3$/);
      await expect(orders).toHaveCount(6);
      await page.reload();
      await expect(orders).toHaveCount(6);
      await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      await pages.getByRole('button', { name: 'Previous page' }).click();
      await expect(orders).toHaveCount(20);
      await pages.getByRole('button', { name: 'Page 1' }).click();
      await expect(page).toHaveURL(/\/order$/);
      await expect(orders.first().getByRole('heading')).toHaveText('Softs Subscription');
    },
  );

  worldTest(
    'keyboard only: the tip dialog opens with Enter, keeps the focus, closes with Escape, Download with Enter',
    DEEP,
    async ({ page, world }) => {
      await signIn(page, world, 'orders.olga@example.com');
      await page.goto('/order');
      await expect(accountMenu(page, 'Hi Orders Olga')).toBeVisible();
      const learn = main(page).getByRole('article').first().getByRole('button', { name: 'Go to learn' });
      await learn.focus();
      await page.keyboard.press('Enter');
      const tip = page.getByRole('dialog', { name: 'Available in the app' });
      await expect(tip.getByRole('link', { name: 'Download' })).toBeFocused();
      await expectFocusTrapped(page, tip, 4);
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
      await expect(learn).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(tip).toBeVisible();
      await tip.getByRole('link', { name: 'Download' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/download$/);

      // Paging by keyboard.
      await page.goto('/order');
      await page.getByRole('navigation', { name: 'Order pages' }).getByRole('button', { name: 'Next page' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/order\?page=2$/);
    },
  );
});
