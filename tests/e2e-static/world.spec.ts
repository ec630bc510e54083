import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { suiteChromiumLaunch } from '../setup/chromium';
import { waitingForTheApp } from '../setup/hydrated';
import { ROOT, activated, call, expect, logIn, test } from './fixtures';
import { DEMO_PASSWORD, NEW_PASSWORD } from '../setup/credentials.js';

/**
 * The visitor's world in the browser's storage: kept over a browser restart, reset to the
 * scenario. (A full quota is met in Firefox, whose quota a preference sets: tests/engines;
 * Chromium's DevTools quota override does not reach IndexedDB in this build.)
 */
const folder = ROOT();

test("a browser restart keeps the world; the dashboard's reset returns it to the scenario", async () => {
  const profile = await mkdtemp(join(tmpdir(), 'static-demo-profile-'));
  const open = async () => {
    const context = await chromium.launchPersistentContext(profile, { ...suiteChromiumLaunch });
    const page = waitingForTheApp(context.pages()[0] ?? (await context.newPage()));
    await page.goto(`${folder.url}pricing`);
    return { context, page };
  };
  try {
    let { context, page } = await open();
    await activated(page, folder, 'kept@example.com');
    await call(page, 'POST', `${folder.base}__dev/clock`, { advanceMs: 86_400_000 });
    await context.close();

    ({ context, page } = await open());
    await logIn(page, folder, 'kept@example.com', NEW_PASSWORD);
    await expect(page.getByRole('banner').getByRole('button', { name: /Hi Ada/ })).toBeVisible();
    expect((await call(page, 'GET', `${folder.base}__dev/clock`)).data.offsetMs).toBe(86_400_000);

    await page.goto(`${folder.url}__dev`);
    await page.getByRole('button', { name: 'demo', exact: true }).click();
    await expect(page.getByText('Mail (0)')).toBeVisible();
    const login = await call(page, 'POST', `${folder.base}api/passport/account/login`, {
      email: 'kept@example.com',
      password: NEW_PASSWORD,
    });
    expect(login.code).toBe('1003');
    const lena = await call(page, 'POST', `${folder.base}api/passport/account/login`, {
      email: 'lena.hartmann@example.com',
      password: DEMO_PASSWORD,
    });
    expect(lena.code).toBe('OK');
    await context.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});

test('storage cleared by the browser, mid-session and while the worker is stopped: the scenario again, said once in the language', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logIn(page, folder, 'lena.hartmann@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: /Hi Lena/ })).toBeVisible({ timeout: 30_000 });
  const before = { userName: 'Ada', contact: 'ada@example.com', content: 'Before the clearing' };
  expect((await call(page, 'POST', `${folder.base}api/common/propose/create`, before)).code).toBe('OK');
  const cdp = await context.newCDPSession(page);
  const clearStorage = () =>
    cdp.send('Storage.clearDataForOrigin', { origin: new URL(folder.url).origin, storageTypes: 'indexeddb' });
  const notice = (text: string) => page.getByRole('status').filter({ hasText: text });

  // Mid-session: the worker's database is deleted under it; the next page's calls find it reopened.
  await clearStorage();
  await page.goto(`${folder.url}contact`);
  await expect(notice("Your browser cleared this demo's data")).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill('Margaret Liu');
  await main.getByRole('textbox', { name: 'E-mail' }).fill('m.liu@university.example.edu');
  await main.getByRole('textbox', { name: 'Message' }).fill('Still there?');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your message has been sent' })).toBeVisible();
  const contacts = await page.evaluate(async (at) => (await fetch(at)).text(), `${folder.base}__dev?contacts=1`);
  expect(contacts).toContain('Still there?');
  expect(contacts).not.toContain(before.content);

  // The worker stopped, the storage cleared, the page opened again: told once, in Chinese.
  await page.evaluate(() => localStorage.setItem('ma.language', 'cn'));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await clearStorage();
  await page.goto(`${folder.url}pricing`);
  await expect(notice('浏览器已清除此演示的数据')).toBeVisible();
  // Said once: the next page says nothing more.
  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(notice('浏览器已清除此演示的数据')).toHaveCount(0);
});
