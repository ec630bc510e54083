import { test as base, expect, type Page } from '@playwright/test';
import { logIn as logInAt } from '../e2e/fixtures';
import { waitingForTheApp } from '../setup/hydrated';
import { NEW_PASSWORD } from '../setup/credentials.js';

export type Mail = { to: string; kind: string; link?: string; code?: string; subject: string };

/** A published folder under test: its address (ending in its base path) and the base path. */
export type Folder = { url: string; base: string };

export const ROOT = (): Folder => ({ url: process.env.STATIC_ROOT_URL!, base: '/' });
export const SUB = (): Folder => ({ url: process.env.STATIC_SUB_URL!, base: '/motionatlas-demo/' });

/**
 * A call of the fake backend as the page's own code makes it: through the page's service worker,
 * to a path below the base path. Answers the JSON.
 */
export async function call(page: Page, method: string, path: string, body?: unknown): Promise<any> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 15_000 });
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { platform: 'PC', language: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json() as Promise<unknown>;
    },
    { method, path: new URL(path, page.url()).pathname + new URL(path, page.url()).search, body },
  );
}

/** The newest mail of this visitor's world to an address (the dashboard's JSON). */
export async function latestMail(page: Page, folder: Folder, to: string, kind: string): Promise<Mail> {
  const answer = await call(page, 'GET', `${folder.base}__dev/mail/latest?to=${encodeURIComponent(to)}&kind=${kind}`);
  expect(answer.code, `a ${kind} mail to ${to}`).toBe('OK');
  return answer.data as Mail;
}

/** Registers through the API and follows the mailed activation link: an account ready to log in. */
export async function activated(page: Page, folder: Folder, email: string, password = NEW_PASSWORD, nickName = 'Ada') {
  const registered = await call(page, 'POST', `${folder.base}api/passport/register`, { nickName, email, password });
  expect(registered.code).toBe('OK');
  const { link } = await latestMail(page, folder, email, 'activation');
  // The link answers a redirect to the success page; the page itself is not fetched.
  await page.evaluate(async (url) => void (await fetch(url, { redirect: 'manual' })), link!);
  const login = await call(page, 'POST', `${folder.base}api/passport/account/login`, { email, password });
  expect(login.code, `${email} activated`).toBe('OK');
}

/** Logs in through the form of the folder's login page. */
export const logIn = (page: Page, folder: Folder, email: string, password: string) =>
  logInAt(page, email, password, `${folder.url}login`);

type Seen = { url: string; status: number; fromWorker: boolean; navigation: boolean };

/**
 * Every test: navigations wait for the app, and what the page asked for is checked afterwards:
 * every call of the fake backend was answered by the worker (none reached the static host, which
 * has no API), no address of the site's origin left the base path, and nothing answered 404 but
 * a first visit's page, which the host's 404.html serves.
 */
export const test = base.extend<{ folder: Folder; seen: Seen[] }>({
  folder: [ROOT(), { option: true }],
  page: async ({ page }, use) => use(waitingForTheApp(page)),
  seen: [
    async ({ page, folder }, use) => {
      const seen: Seen[] = [];
      page.on('response', (response) => {
        const request = response.request();
        seen.push({
          url: response.url(),
          status: response.status(),
          fromWorker: response.fromServiceWorker(),
          navigation: request.isNavigationRequest(),
        });
      });
      await use(seen);
      const origin = new URL(folder.url).origin;
      const ours = seen.filter((s) => s.url.startsWith(origin)).map((s) => ({ ...s, path: new URL(s.url).pathname }));
      expect(
        ours.filter((s) => !s.path.startsWith(folder.base)).map((s) => s.url),
        'addresses outside the base path',
      ).toEqual([]);
      // A first visit straight to a backend address gets the host's 404.html, which starts the worker and reloads.
      const coldStart = (s: Seen) => s.navigation && !s.fromWorker && s.status === 404;
      const backend = ours.filter(
        (s) => /^(api\/|__dev|uploads\/)/.test(s.path.slice(folder.base.length)) && !coldStart(s),
      );
      expect(
        backend.filter((s) => !s.fromWorker).map((s) => s.url),
        'fake backend calls the worker did not answer',
      ).toEqual([]);
      expect(
        ours.filter((s) => s.status === 404 && !coldStart(s)).map((s) => s.url),
        '404 answers',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
