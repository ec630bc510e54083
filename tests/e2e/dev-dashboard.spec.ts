import { DEEP, expect, test } from './fixtures';

test('switching the scenario on the dashboard changes the site without a restart', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('There is currently no content available')).toHaveCount(0);
  await expect.poll(() => page.getByRole('main').getByRole('link').count()).toBeGreaterThan(3);

  await page.goto('/__dev');
  await expect(page.getByRole('heading', { name: 'Fake server dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'empty', exact: true }).click();
  await expect(page.getByText('Scenario: empty')).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByText('There is currently no content available')).toBeVisible();
});

test('the dashboard shows mail with its link, and the inspector marks requests', async ({ page, fake }) => {
  await fake.dev('POST', '/__dev/faults', {
    path: '/api/information/list',
    body: { code: 'OK', message: '', data: { list: 'broken' } },
    times: 1,
  });
  await fetch(`${fake.url}/api/information/list`);
  await fetch(`${fake.url}/api/common/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', agree: true }),
  });
  await page.goto('/__dev');
  await expect(page.getByRole('link', { name: 'Open link' }).first()).toBeVisible();
  await expect(page.getByText('mismatch', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Move forward by').fill('2');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('(moved)')).toBeVisible();
  await page.getByRole('button', { name: 'Back to real time' }).click();
  await expect(page.getByText('(moved)')).toHaveCount(0);
});

test('the API reference opens from the dashboard, offline, without errors', DEEP, async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/__dev');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/__dev\/api$/);
  await expect(page.getByRole('heading', { name: /MotionAtlas website API/ }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/passport/account/login').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test(
  'a fixture document pasted or chosen on the dashboard replaces the world; a bad one changes nothing',
  DEEP,
  async ({ page }) => {
    await page.goto('/__dev');
    const document = page.getByLabel('Document', { exact: true });
    const result = page.getByRole('status');
    await document.fill(
      'extends: edge\nusers:\n  - email: li.na@example.com\n    password: Start2025\n    sessions: [{ token: li-na-token }]\n',
    );
    await page.getByRole('button', { name: 'Load document' }).click();
    await expect(result).toContainText('user 6 li.na@example.com · tokens: li-na-token');
    await page.getByRole('button', { name: 'Show the new world' }).click();
    // The label follows the document (its name, or "Fixture document"), not the scenario it extends.
    await expect(page.getByText('Scenario: Fixture document (over edge)')).toBeVisible();
    await expect(page.getByLabel('Code').getByRole('option')).toContainText(['1002', '1009']);
    await expect(page.getByRole('cell', { name: 'li.na@example.com', exact: true })).toBeVisible();

    await page
      .getByLabel('Document', { exact: true })
      .fill('users:\n  - email: nope\n    password: x\n    orders: [{ due: +3x }]\n');
    await page.getByRole('button', { name: 'Load document' }).click();
    await expect(result).toContainText('The fixture document has 2 problems and changed nothing:');
    await expect(result).toContainText('users[0].email: must be an e-mail address');
    await expect(result).toContainText('users[0].orders[0].due: "+3x" is neither ISO 8601');
    await page.reload();
    await expect(page.getByRole('cell', { name: 'li.na@example.com', exact: true })).toBeVisible();

    const chosen = 'users: [{ email: chosen@example.com, password: Start2025 }]\n';
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'world.yaml',
      mimeType: 'application/yaml',
      buffer: Buffer.from(chosen),
    });
    await expect(page.getByLabel('Document', { exact: true })).toHaveValue(chosen);
    await page.getByRole('button', { name: 'Load document' }).click();
    await expect(page.getByRole('status')).toContainText('chosen@example.com');
  },
);
