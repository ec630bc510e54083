import { test as base, expect, type Page } from '@playwright/test';
import { waitingForTheApp } from '../setup/hydrated';
import { NEW_PASSWORD } from '../setup/credentials.js';

/** FastSpring's library, stood in for: records what the site hands the builder. */
const FASTSPRING_STUB = `
window.__fastspring = [];
window.fastspring = { builder: {
  push: (session) => window.__fastspring.push(['push', session]),
  checkout: () => window.__fastspring.push(['checkout']),
} };`;

/**
 * PayPal's SDK, stood in for: its Buttons render one button; a click makes the order through the
 * site's createOrder, then waits for the test to approve or cancel (window.__paypalDecide).
 */
const PAYPAL_STUB = `
window.__paypal = { orders: [] };
window.paypal = { Buttons: (options) => ({
  render: async (container) => {
    const button = document.createElement('button');
    button.textContent = 'PayPal';
    button.onclick = async () => {
      const id = await options.createOrder();
      window.__paypal.orders.push(id);
      const approved = await new Promise((resolve) => { window.__paypalDecide = resolve; });
      if (approved) options.onApprove({ orderID: id }); else options.onCancel({ orderID: id });
    };
    container.append(button);
  },
}) };`;

export type Watch = { problems: string[] };

export const site = () => process.env.PROD_SITE_URL!;
export const api = () => process.env.PROD_API_URL!;

/**
 * Every production test watches the page: no request to the site's own origin under /api (the API
 * is elsewhere), no failed request, no console error, no CSP violation; requests that would leave
 * the machine are refused, except FastSpring's library, which is answered by a stub.
 */
export const test = base.extend<{ watch: Watch }>({
  baseURL: async ({}, use) => use(site()),
  watch: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const siteOrigin = new URL(baseURL ?? site()).origin;
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('requestfailed', (r) => {
        // A navigation that replaced a still-loading image is not a failure of the site.
        if (r.failure()?.errorText !== 'net::ERR_ABORTED')
          problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.origin === siteOrigin && url.pathname.startsWith('/api'))
          problems.push(`API call to the site's own origin: ${r.url()}`);
      });
      await page.route(/.*/, (route) => {
        const url = route.request().url();
        if (url.startsWith('https://sbl.onfastspring.com/'))
          return route.fulfill({ contentType: 'text/javascript', body: FASTSPRING_STUB });
        if (url.startsWith('https://www.paypal.com/sdk/js?'))
          return route.fulfill({ contentType: 'text/javascript', body: PAYPAL_STUB });
        if (/^(https?:\/\/127\.0\.0\.1(:\d+)?\/|data:|blob:)/.test(url)) return route.continue();
        problems.push(`left the machine: ${url}`);
        return route.abort('blockedbyclient');
      });
      await use({ problems });
      expect(problems, 'what went wrong on the page').toEqual([]);
    },
    { auto: true },
  ],
  /** Navigations wait until the app has taken the page over. */
  page: async ({ page }, use) => use(waitingForTheApp(page)),
});

export { expect };

/** A new, activated account (the activation link is the API's; it redirects to the site). */
export async function newAccount(name = 'Prod Tester', apiUrl = api()) {
  const email = `prod-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = NEW_PASSWORD;
  const headers = { 'content-type': 'application/json', platform: 'PC', language: 'en' };
  expect(
    (
      await (
        await fetch(`${apiUrl}/api/passport/register`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ nickName: name, email, password }),
        })
      ).json()
    ).code,
  ).toBe('OK');
  const mail = (await (
    await fetch(`${apiUrl}/__dev/mail/latest?to=${encodeURIComponent(email)}&kind=activation`)
  ).json()) as { data: { link: string } };
  const link = new URL(mail.data.link);
  await fetch(`${apiUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  return { email, password, name };
}

/** Signs in through the login form, as a person does. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /^(Log in|登录)$/ })).toBeVisible();
  await main
    .getByLabel(/^(E-mail|Email|邮箱)/)
    .first()
    .fill(email);
  await main
    .getByLabel(/^(Password|密码)/)
    .first()
    .fill(password);
  await main.getByRole('button', { name: /^(Log in|登录)$/ }).click();
}
