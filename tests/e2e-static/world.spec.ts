import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { suiteChromiumLaunch } from '../setup/chromium';
import { waitingForTheApp } from '../setup/hydrated';
import { ROOT, activated, call, expect, logIn, test } from './fixtures';

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
    await logIn(page, folder, 'kept@example.com', 'Start2025');
    await expect(page.getByRole('banner').getByRole('button', { name: /Hi Ada/ })).toBeVisible();
    expect((await call(page, 'GET', `${folder.base}__dev/clock`)).data.offsetMs).toBe(86_400_000);

    await page.goto(`${folder.url}__dev`);
    await page.getByRole('button', { name: 'demo', exact: true }).click();
    await expect(page.getByText('Mail (0)')).toBeVisible();
    const login = await call(page, 'POST', `${folder.base}api/passport/account/login`, {
      email: 'kept@example.com',
      password: 'Start2025',
    });
    expect(login.code).toBe('1003');
    const lena = await call(page, 'POST', `${folder.base}api/passport/account/login`, {
      email: 'lena.hartmann@example.com',
      password: 'Motion2025',
    });
    expect(lena.code).toBe('OK');
    await context.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
