import { deepUnless, expect, logIn, test } from './fixtures';
import { DEMO_PASSWORD } from '../setup/credentials.js';

/**
 * Issue 8: with a fault armed on its API call, every page that loads data shows its error state
 * (never a blank screen), and recovers through its retry once the fault is cleared; no unhandled
 * error reaches the console.
 */
const PAGES = [
  { path: '/muscle-and-movement', api: '/api/body/list', content: { role: 'button' as const, name: /get started/i } },
  { path: '/msk-patient-education', api: '/api/edu/patient/category/all', content: null },
  { path: '/pricing', api: '/api/goods/body/list', content: { role: 'button' as const, name: /Subscribe now/ } },
  {
    path: '/pricing/patient-education',
    api: '/api/goods/body/list',
    content: { role: 'button' as const, name: /Subscribe now/ },
  },
  { path: '/blog', api: '/api/information/list', content: { role: 'link' as const, name: /./ } },
  { path: '/product-detail/Muscle-Movement-Analysis?pid=1&sid=1', api: '/api/body/list', content: null },
];

// The gate keeps one page of each kind (a list: /pricing; a signed-in page: My Order); the deep run every page.
for (const p of PAGES) {
  test(
    `${p.path} shows its error state and recovers on retry`,
    deepUnless(p.path === '/pricing'),
    async ({ page, fake }) => {
      const unhandled: string[] = [];
      page.on('pageerror', (e) => unhandled.push(e.message));
      await fake.dev('POST', '/__dev/faults', { path: p.api, status: 500 });
      await page.goto(p.path);
      const retry = page
        .getByRole('main')
        .getByRole('button', { name: /Try again|Retry/ })
        .first();
      await expect(retry).toBeVisible();
      // The page keeps its own title beside its error state: never a blank screen.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fake.dev('DELETE', '/__dev/faults');
      await retry.click();
      await expect(retry).toBeHidden();
      if (p.content)
        await expect(page.getByRole('main').getByRole(p.content.role, { name: p.content.name }).first()).toBeVisible();
      expect(unhandled).toEqual([]);
    },
  );
}

test('My Order shows its error state and recovers on retry', async ({ page, fake }) => {
  await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await fake.dev('POST', '/__dev/faults', { path: '/api/u/order/list', status: 503 });
  await page.goto('/order');
  const retry = page.getByRole('main').getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await fake.dev('DELETE', '/__dev/faults');
  await retry.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Go to learn' }).first()).toBeVisible();
});

test('a failed article load goes to the Blog list (requirements R4)', async ({ page, fake }) => {
  await fake.dev('POST', '/__dev/faults', { path: '/api/information/detail/1', status: 500, times: 1 });
  await page.goto('/blog-detail/1');
  await expect(page).toHaveURL(/\/blog$/);
});

test('a dropped connection and a slow answer still end in a readable state', async ({ page, fake }) => {
  await page.addInitScript(() => {
    window.__MA_TIMEOUT_MS__ = 1500;
  });
  // One dropped answer is seen once by the page (the browser does not silently retry it).
  await fake.dev('POST', '/__dev/faults', { path: '/api/information/list', drop: true, times: 1 });
  await page.goto('/blog');
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toBeVisible();
  expect((await fake.dev('GET', '/__dev/faults')).data.list).toEqual([]);
  await fake.dev('POST', '/__dev/faults', { path: '/api/information/list', delayMs: 4000, times: 1 });
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The request timed out. Please check your connection and try again.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toBeHidden();
});

test('a status outside the table says "other connection error" and its code, in both languages', async ({
  page,
  fake,
}) => {
  for (const [lang, text] of [
    ['en', 'Other connection error: 418'],
    ['cn', '连接出错（418），请稍后重试。'],
  ] as const) {
    await fake.dev('POST', '/__dev/faults', { path: '/api/information/list', status: 418 });
    await page.goto(`/blog?lang=${lang}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByText('HTTP 418')).toHaveCount(0);
    await fake.dev('DELETE', '/__dev/faults');
  }
});
