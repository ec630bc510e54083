import { expect, test } from './fixtures';

test('public pages arrive as real HTML in both languages, with title and hreflang alternates', async ({
  request,
  fake,
}) => {
  const en = await (await request.get(`${fake.url}/about`)).text();
  expect(en).toMatch(/<html lang="en"[ >]/);
  expect(en).toMatch(/<title>[^<]+\| MotionAtlas<\/title>/);
  expect(en).toContain(`<link rel="alternate" hreflang="zh-CN" href="${fake.url}/about?lang=cn">`);
  expect(en).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(en).toContain('data-prerendered="en"');
  const cn = await (await request.get(`${fake.url}/about?lang=cn`)).text();
  expect(cn).toMatch(/<html lang="zh-CN"[ >]/);
  expect(cn).toContain('| 动作图谱</title>');
  const unknown = await (await request.get(`${fake.url}/blog-detail/999`)).text();
  expect(unknown).not.toContain('data-prerendered');
});

test('the app hydrates over a prerendered page without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/about');
  await page.getByRole('button', { name: /Products/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Muscle and Movement' })).toBeVisible();
  await page.goto('/university?lang=cn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(problems).toEqual([]);
});

test("the blog and its articles arrive with the API's answers, and the app refreshes them", async ({
  page,
  request,
  fake,
}) => {
  const list = await (await request.get(`${fake.url}/blog`)).text();
  expect(list).toContain('Learning the hip hinge before the deadlift');
  expect(list).toContain('<script type="application/json" id="page-data">');
  const article = await (await request.get(`${fake.url}/blog-detail/10?lang=cn`)).text();
  expect(article).toMatch(/<html lang="zh-CN"[ >]/);
  expect(article).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  // Data blocks only (page data, JSON-LD): no inline script that runs.
  expect(article).not.toMatch(/<script(?![^>]*(\bsrc=|type="application\/(ld\+)?json"))/);

  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/blog?lang=cn');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goto('/blog-detail/10');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learning the hip hinge before the deadlift' }),
  ).toBeVisible();
  expect(problems).toEqual([]);

  // What the API says now wins over what the page was built with.
  await fake.reset('empty');
  await page.goto('/blog');
  await expect(page.getByText('There is currently no content available')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});
