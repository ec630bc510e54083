import { expect, test } from './fixtures';

test('public pages arrive as real HTML in both languages, with title and hreflang alternates', async ({ request, fake }) => {
  const en = await (await request.get(`${fake.url}/about`)).text();
  expect(en).toContain('<html lang="en">');
  expect(en).toMatch(/<title>[^<]+\| MotionAtlas<\/title>/);
  expect(en).toContain(`<link rel="alternate" hreflang="zh-CN" href="${fake.url}/about?lang=cn">`);
  expect(en).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(en).toContain('data-prerendered="en"');
  const cn = await (await request.get(`${fake.url}/about?lang=cn`)).text();
  expect(cn).toContain('<html lang="zh-CN">');
  expect(cn).toContain('| 动作图谱</title>');
  const unknown = await (await request.get(`${fake.url}/blog-detail/1`)).text();
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
