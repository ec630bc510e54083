import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSite } from '../e2e/global-setup.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer } from '../setup/processes.js';
import type { Engine } from './engine.js';
import { DEMO_PASSWORD } from '../setup/credentials.js';

/**
 * The main journeys in Safari's engine (WebKitGTK) and Firefox ESR (issue 24): the demo build on
 * a fake server of its own, reset to the demo scenario before each journey. Chromium runs the same
 * journeys, and many more, in the Playwright suite. Each engine's are a test file of their own
 * (journeys-webkit.test.ts, journeys-firefox.test.ts), run side by side.
 */
const LENA = { email: 'lena.hartmann@example.com', password: DEMO_PASSWORD };
const WANG = { email: 'wang.wei@example.com', password: DEMO_PASSWORD };

let dir: string;
let server: Awaited<ReturnType<typeof startFakeServer>>;
let base: string;

/** A fresh visitor: the demo data again, no cookie, no stored session. */
async function freshStart(b: Engine) {
  await reset();
  await b.clearCookies();
  await b.goto('/');
  await b.waitFor(`localStorage.clear(); sessionStorage.clear(); return true`, 'storage cleared');
}

const reset = async () => {
  const res = await fetch(`${base}/__dev/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: 'demo' }),
  });
  expect(((await res.json()) as { code: string }).code).toBe('OK');
};

async function logIn(b: Engine, who: { email: string; password: string }) {
  await b.goto('/login');
  await b.fill({ label: 'E-mail' }, who.email);
  await b.fill({ label: 'Password' }, who.password);
  await b.click({ role: 'button', name: 'Log in' });
  await b.waitFor(`return !!localStorage.getItem('ma.token') && location.pathname !== '/login'`, 'signed in');
}

/** A phone's portrait photo: a landscape JPEG (drawn by the engine itself) whose EXIF orientation 6 turns it upright. */
async function rotatedPhoto(b: Engine, file: string) {
  const dataUrl = await b.waitFor<string>(
    `const c = document.createElement('canvas'); c.width = 400; c.height = 300;
     const g = c.getContext('2d'); g.fillStyle = '#f00'; g.fillRect(0, 0, 200, 300); g.fillStyle = '#00f'; g.fillRect(200, 0, 200, 300);
     return c.toDataURL('image/jpeg', 0.9);`,
    'a drawn photo',
  );
  const jpeg = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  const tiff = Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 1, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  writeFileSync(file, Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, body, jpeg.subarray(2)]));
}

/** The journeys in one engine, on a fake server of its own. */
export function journeys(name: string, launch: (base: string) => Promise<Engine>) {
  beforeAll(async () => {
    await demoSite();
    dir = await mkdtemp(join(tmpdir(), 'engines-'));
    server = await startFakeServer({
      DB_FILE: join(dir, 'db.json'),
      UPLOAD_DIR: join(dir, 'uploads'),
      WEB_ROOT: process.env.WEB_OUT_DIR ?? 'web/dist',
      RATE_LIMIT: 'off',
      SCENARIO: 'demo',
      WEB_ORIGIN: '',
    });
    base = server.url;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  describe(name, () => {
    let b: Engine;
    beforeAll(async () => {
      b = await launch(base);
    }, 60_000);
    afterAll(() => b?.close());

    it('home, and the language switch', async () => {
      await freshStart(b);
      await b.goto('/');
      expect(await b.visible({ role: 'heading', name: 'See every muscle at work' })).toBe(true);
      await b.click({ role: 'button', name: 'English: change language' });
      await b.click({ role: 'menuitem', name: '中文' });
      await b.waitFor(`return document.documentElement.lang === 'zh-CN'`, 'the page in Chinese');
      await b.waitFor(`return document.querySelector('h1')?.textContent.includes('看清')`, 'the Chinese hero');
      await b.click({ role: 'button', name: /^中文/ });
      await b.click({ role: 'menuitem', name: 'English' });
      await b.waitFor(`return document.documentElement.lang === 'en'`, 'the page in English again');
    });

    it('login, pricing with the subscription status, orders, account settings', async () => {
      await freshStart(b);
      await logIn(b, LENA);
      // The greeting's menu loads once a session is there (docs/decisions/152): waited for, not assumed.
      await b.waitFor(
        `return [...document.querySelectorAll('header button')].some((el) => /Hi Lena/.test(el.getAttribute('aria-label') ?? el.textContent))`,
        'the greeting',
      );
      expect(await b.visible({ role: 'button', name: /Hi Lena/ })).toBe(true);
      await b.goto('/pricing');
      await b.waitFor(
        `return /You are subscribed/.test(document.querySelector('main').textContent)`,
        'the subscription status',
      );
      await b.goto('/order');
      await b.waitFor(`return document.querySelectorAll('main article').length > 0`, 'the orders');
      await b.goto('/account-settings');
      await b.waitFor(
        `return !!document.querySelector('[role="tab"][aria-selected="true"]')`,
        'the Profile tab selected',
      );
    });

    it('the checkout opens from a plan', async () => {
      await freshStart(b);
      await logIn(b, WANG);
      await b.goto('/pricing');
      await b.click({ role: 'button', name: /Subscribe now/ });
      await b.waitFor(
        `return !!document.querySelector('[role="dialog"] iframe[title="Card payment form"]')`,
        'the checkout frame',
      );
    });

    it('the avatar from a rotated phone photo: cropped and uploaded', async () => {
      await freshStart(b);
      await logIn(b, WANG);
      await b.goto('/account-settings');
      const photo = join(dir, `phone-${name.replace(/\W/g, '')}.jpg`);
      await rotatedPhoto(b, photo);
      await b.chooseFile(photo);
      // Enabled once the cropper has the picture (the photo is read and turned upright first).
      await b.waitFor(
        `return [...document.querySelectorAll('[role="dialog"] button')].some((el) => el.textContent.trim() === 'Save avatar' && !el.disabled && !el.hasAttribute('data-disabled'))`,
        'Save avatar enabled',
      );
      await b.click({ role: 'button', name: 'Save avatar', within: { role: 'dialog', name: 'Crop your avatar' } });
      await b.waitFor(`return !document.querySelector('[role="dialog"]')`, 'the cropper closed after saving');
      // The account now has the avatar, a JPEG the server stored.
      const token = await b.waitFor<string>(`return localStorage.getItem('ma.token')`, 'the session token');
      const info = (await (
        await fetch(`${base}/api/u/user/info`, { headers: { authorization: `Bearer ${token}`, platform: 'PC' } })
      ).json()) as { data: { avatar: string } };
      const url = (JSON.parse(info.data.avatar) as { url: string }).url;
      const bytes = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });

    it('an article, and its pictures in the lightbox', async () => {
      await b.goto('/blog-detail/1');
      await b.click({ role: 'button', name: /^Enlarge image:/ });
      await b.waitFor(
        `return /1\\/2/.test(document.querySelector('[role="dialog"]')?.textContent ?? '')`,
        'the lightbox at 1/2',
      );
      await b.click({ role: 'button', name: 'Next', within: { role: 'dialog', name: 'Article images' } });
      await b.waitFor(
        `return /2\\/2/.test(document.querySelector('[role="dialog"]')?.textContent ?? '')`,
        'the lightbox at 2/2',
      );
    });
  });
}
