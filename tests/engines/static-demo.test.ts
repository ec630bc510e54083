import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticDemo } from '../e2e-static/global-setup.js';
import { startStaticHost } from '../setup/static-host.js';
import type { Engine } from './engine.js';
import { firefox } from './firefox.js';
import { webkit } from './webkit.js';
import { DEMO_PASSWORD, NEW_PASSWORD } from '../setup/credentials.js';

/**
 * The static demo (issue 37) in Safari's engine and Firefox: the folder below /motionatlas-demo/
 * on a plain static host, the fake backend in the engine's own service worker and IndexedDB. One
 * journey: a deep link the host answers with 404.html, a login checked by Argon2id in the
 * worker, the subscription status, a sign-up whose mail is read on the dashboard and whose link
 * activates the account, and the new account logging in.
 */
const DIR = resolve('build/static-demo-sub');
const BASE = '/motionatlas-demo/';
let host: Awaited<ReturnType<typeof startStaticHost>>;
beforeAll(async () => {
  await staticDemo(DIR, BASE);
  host = await startStaticHost(DIR, BASE);
}, 180_000);
afterAll(() => host?.stop());

let calls = 0;
/** A call of the fake backend from the page, through its worker: its answer's text, once it has come. */
function call(b: Engine, path: string): Promise<string> {
  const key = `__staticDemoCall${++calls}`;
  return b.waitFor<string>(
    `if (!navigator.serviceWorker.controller) return null;
     window.${key} ??= fetch(${JSON.stringify(`${BASE}${path}`)}).then((r) => r.text()).then((t) => (window.${key}Text = t));
     return window.${key}Text ?? null;`,
    `the answer of ${path}`,
  );
}

const engines: [string, (base: string) => Promise<Engine>][] = [
  ['WebKitGTK', webkit],
  ['Firefox ESR', firefox],
];

for (const [name, launch] of engines) {
  describe(`${name}: the static demo`, () => {
    let b: Engine;
    beforeAll(async () => {
      b = await launch(host.url.replace(/\/$/, ''));
    }, 60_000);
    afterAll(() => b?.close());

    it('deep link, login in the worker, subscription status, sign-up activated from the dashboard', async () => {
      await b.goto('/pricing');
      await b.waitFor(
        `return /Muscle and Movement monthly/.test(document.querySelector('main').textContent)`,
        'the plans',
      );
      expect(await b.waitFor<boolean>(`return !!navigator.serviceWorker.controller`, 'the worker in control')).toBe(
        true,
      );

      await b.goto('/login');
      await b.fill({ label: 'E-mail' }, 'lena.hartmann@example.com');
      await b.fill({ label: 'Password' }, DEMO_PASSWORD);
      await b.click({ role: 'button', name: 'Log in' });
      await b.waitFor(
        `return !!localStorage.getItem('${BASE}ma.token') && !location.pathname.endsWith('/login')`,
        'signed in',
      );
      // At once, while the page signing in led to may still load its code: WebKit stops that load,
      // which must not send the visitor back there (docs/decisions/156; it did in 3 of 4 runs).
      await b.goto('/pricing');
      await b.waitFor(`return /You are subscribed/.test(document.querySelector('main').textContent)`, 'the status');

      await b.goto('/register');
      await b.fill({ label: 'Name' }, 'Ada');
      await b.fill({ label: 'E-mail' }, 'ada@example.com');
      await b.fill({ label: 'Password' }, NEW_PASSWORD);
      await b.fill({ label: 'Confirm password' }, NEW_PASSWORD);
      await b.click({ role: 'button', name: 'Sign up' });
      await b.waitFor(`return !!document.querySelector('[role="dialog"]')`, 'the activation dialog');
      const mail = JSON.parse(await call(b, '__dev/mail/latest?to=ada%40example.com&kind=activation')) as {
        data: { link: string };
      };
      expect(mail.data.link).toContain(`${BASE}api/passport/activate?token=`);
      await b.goto(`/${mail.data.link.split(BASE)[1]!}`);
      await b.waitFor(`return location.pathname.endsWith('/active/success')`, 'the activation page');
      await b.goto('/login');
      await b.fill({ label: 'E-mail' }, 'ada@example.com');
      await b.fill({ label: 'Password' }, NEW_PASSWORD);
      await b.click({ role: 'button', name: 'Log in' });
      await b.waitFor(`return /Hi Ada/.test(document.querySelector('header')?.textContent ?? '')`, 'signed in as Ada');
    });
  });
}
