import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { waitingForTheApp } from '../setup/hydrated';
import { startFakeServer } from '../setup/processes';

export type FakeServer = {
  url: string;
  /** POST/DELETE/GET a /__dev call and answer its JSON. */
  dev: (method: string, path: string, body?: unknown) => Promise<{ code: string; message: string; data?: any }>;
  reset: (scenario: 'demo' | 'empty' | 'edge') => Promise<void>;
  latestMail: (to: string, kind?: string) => Promise<{ link?: string; code?: string; subject: string }>;
};

/** A fake server serving the built site (one per worker for most tests) on a free loopback port; `env` adds settings. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ server: FakeServer; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const fake = await startFakeServer({
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'uploads'),
    SCENARIO: 'demo',
    WEB_ROOT: process.env.WEB_OUT_DIR ?? 'web/dist',
    RATE_LIMIT: 'off',
    WEB_ORIGIN: '',
    ...env,
  });
  const url = fake.url;
  const dev: FakeServer['dev'] = async (method, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json() as Promise<{ code: string; message: string; data?: any }>;
  };
  const server: FakeServer = {
    url,
    dev,
    reset: async (scenario) => {
      expect((await dev('POST', '/__dev/reset', { scenario })).code).toBe('OK');
      await dev('DELETE', '/__dev/faults');
    },
    latestMail: async (to, kind) => {
      const res = await dev('GET', `/__dev/mail/latest?to=${encodeURIComponent(to)}${kind ? `&kind=${kind}` : ''}`);
      if (res.code !== 'OK') throw new Error(`no mail to ${to}`);
      return res.data;
    },
  };
  return {
    server,
    stop: async () => {
      await fake.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const LOCAL = /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/;

export const test = base.extend<{ fake: FakeServer; offsite: string[] }, { workerServer: FakeServer }>({
  workerServer: [
    async ({}, use) => {
      const { server, stop } = await startServer();
      await use(server);
      await stop();
    },
    { scope: 'worker' },
  ],
  /** Every test starts from the demo scenario with no faults (even one that does not ask for it). */
  fake: [
    async ({ workerServer }, use) => {
      await workerServer.reset('demo');
      await use(workerServer);
    },
    { auto: true },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  /** Navigations wait until the app has taken the page over (prerendered pages arrive earlier). */
  page: async ({ page }, use) => use(waitingForTheApp(page)),
  /**
   * Requests that would leave localhost make the test fail; the browser cannot resolve any other
   * host (OFFLINE_HOSTS), so none leaves. Watched, not routed: a route on every request turns the
   * browser's HTTP cache off and sends each request through the test runner and back.
   */
  offsite: [
    async ({ page }, use) => {
      const offsite: string[] = [];
      page.on('request', (request) => {
        if (!LOCAL.test(request.url())) offsite.push(request.url());
      });
      await use(offsite);
      expect(offsite, 'requests that left localhost').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export { DEEP, deepUnless } from '../setup/deep';

/** Opens a page in a language (the stored choice, as a returning visitor has it). */
export async function inLanguage(page: Page, language: 'en' | 'cn') {
  await page.addInitScript((lng) => window.localStorage.setItem('ma.language', lng), language);
}

/** Signs in through the form, as a person does (the login page at `at`: another folder's, say). */
export async function logIn(page: Page, email: string, password: string, at = '/login') {
  await page.goto(at);
  const form = page.getByRole('main');
  await form
    .getByLabel(/^(E-mail|Email|邮箱)/)
    .first()
    .fill(email);
  await form
    .getByLabel(/^(Password|密码)/)
    .first()
    .fill(password);
  await form.getByRole('button', { name: /^(Log in|登录)$/ }).click();
}

/**
 * Scrolls to the footer and resolves once the page below the fold holds still: every part the page
 * mounts after hydration has arrived (components/layout/after-hydration.tsx) and the footer has not
 * moved for a quarter of a second. Home mounts its lower sections as the visitor scrolls near them,
 * each pushing the footer down: a click on the footer's form before they are all in can land on a
 * blog card, or on nothing.
 */
export async function footerSettled(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect
    .poll(
      async () => {
        await footer.scrollIntoViewIfNeeded();
        const before = (await footer.boundingBox())?.y;
        await page.waitForTimeout(250);
        const loading = await page.evaluate(() => document.documentElement.dataset.partsLoading ?? '');
        return loading === '' && before === (await footer.boundingBox())?.y;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return footer;
}

/** Resolves once no finite CSS animation or transition runs (a dialog has finished opening, say); endless ones (spinners) do not count. */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );

/** Saves a screenshot to screens-out/<name>.png when SCREENSHOTS=1 (kept out of normal runs). */
export async function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
  await page.screenshot({ path: `screens-out/${name}.png`, fullPage: true, animations: 'disabled' });
}
