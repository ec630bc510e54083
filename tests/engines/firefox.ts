import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { type Engine, QUERY, type Target, serialised } from './engine.js';

/** Firefox ESR (Debian's) over WebDriver BiDi, driven by puppeteer-core; headless. */
export async function firefox(base: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: { width: 1440, height: 900 },
  });
  const page = await browser.newPage();
  const version = (await browser.version()).replace(/^firefox\//i, '');
  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = await page.waitForFunction(
      new Function('target', `${QUERY}; return find(target);`) as (t: unknown) => Element | null,
      { timeout: 30_000 },
      serialised(target),
    );
    return handle as ElementHandle<Element>;
  };
  const waitFor = async <T>(script: string, what: string, timeoutMs = 30_000): Promise<T> => {
    try {
      const handle = await page.waitForFunction(new Function(script) as () => unknown, { timeout: timeoutMs });
      return (await handle.jsonValue()) as T;
    } catch (error) {
      throw new Error(`Firefox: waited ${timeoutMs / 1000} s for ${what}`, { cause: error });
    }
  };
  return {
    name: 'Firefox ESR',
    version,
    async goto(path) {
      // Firefox reports a navigation that something newer replaced (the browser's own start-up
      // page on a fresh profile, a self-reload of the page: the static demo's once its worker
      // takes control) as NS_BINDING_ABORTED, or over BiDi as "a new navigation interrupted an
      // unfinished navigation": ask again, up to three times in all (the navigation that
      // replaced ours can itself be replaced by our second ask; one retry failed once in CI).
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto(`${base}${path}`);
          break;
        } catch (error) {
          const replaced = /NS_BINDING_ABORTED|new navigation interrupted/.test((error as Error).message);
          if (!replaced || attempt === 3) throw error;
          await new Promise((done) => setTimeout(done, 250 * attempt));
        }
      }
      await waitFor(`return document.documentElement.dataset.ready === 'true'`, `${path} to hydrate`);
    },
    click: async (target) => (await element(target)).click(),
    async fill(target, value) {
      const input = await element(target);
      await input.click({ count: 3 });
      await input.type(value);
    },
    async chooseFile(path) {
      const input = (await page.waitForSelector('input[type="file"]', {
        timeout: 30_000,
      })) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(path);
    },
    waitFor,
    visible: async (target) =>
      page.evaluate(
        new Function('target', `${QUERY}; return !!find(target);`) as (t: unknown) => boolean,
        serialised(target),
      ),
    async clearCookies() {
      const cookies = await browser.cookies();
      await browser.deleteCookie(...cookies);
    },
    close: () => browser.close(),
  };
}
