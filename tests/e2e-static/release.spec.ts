import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticHost } from '../setup/static-host';
import { waitingForTheApp } from '../setup/hydrated';
import { expect, test } from './fixtures';
import { FOLDERS } from './global-setup';

/**
 * Issue 46, finding 5: no write the demo answered OK is lost when a release installs a new worker
 * while two tabs are writing, nor when the browser stops the worker in the middle
 * (docs/decisions/118). One tab sends contact messages, the other newsletter sign-ups, until the
 * test says stop.
 */
type Sent = { mark: string; code: string };
type Tab = { sent: number; stop: boolean; hold: boolean; busy: boolean; changes: number };

function stream(page: Page, kind: 'contact' | 'newsletter') {
  return page.evaluate(async (kind) => {
    const tab = window as unknown as Tab;
    const answers: Sent[] = [];
    for (let i = 0; !tab.stop && i < 60; i++) {
      while (tab.hold) await new Promise((resolve) => setTimeout(resolve, 20));
      const mark = `${kind}-${String(i).padStart(2, '0')}`;
      const [path, body] =
        kind === 'contact'
          ? ['/api/common/propose/create', { userName: 'Stream', contact: 'stream@example.com', content: mark }]
          : ['/api/common/email', { name: 'Stream', email: `${mark}@example.com`, agree: true }];
      tab.busy = true;
      try {
        const response = await fetch(path, {
          method: 'POST',
          headers: { platform: 'PC', language: 'en', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        answers.push({ mark, code: ((await response.json()) as { code: string }).code });
      } catch (error) {
        answers.push({ mark, code: String(error) });
      }
      tab.busy = false;
      tab.sent = i + 1;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return answers;
  }, kind);
}

/** The contact messages and subscribers as IndexedDB holds them (what a reload or a new worker reads). */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('motionatlas-demo:/');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const world = open.result.transaction('world').objectStore('world');
          const parts = ['contacts', 'subscribers'].map((key) => world.get(key));
          world.transaction.oncomplete = () => {
            open.result.close();
            resolve(parts.map((part) => part.result as unknown));
          };
        };
      }),
  );

const sent = (page: Page) => page.evaluate(() => (window as unknown as Tab).sent);
const changes = (page: Page) => page.evaluate(() => (window as unknown as Tab).changes);

test('a release and a worker stop while two tabs write: every write answered OK is kept', async ({ context }) => {
  test.setTimeout(120_000);
  const host = await startStaticHost(FOLDERS.root.dir, '/');
  try {
    const pages = [waitingForTheApp(await context.newPage()), waitingForTheApp(await context.newPage())] as const;
    for (const page of pages) {
      await page.goto(`${host.url}pricing`);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      await page.evaluate(() => {
        const t = Object.assign(window, {
          sent: 0,
          stop: false,
          hold: false,
          busy: false,
          changes: 0,
        }) as unknown as Tab;
        navigator.serviceWorker.addEventListener('controllerchange', () => (t.changes += 1));
      });
    }
    const [a, b] = pages;
    const writes = Promise.all([stream(a, 'contact'), stream(b, 'newsletter')]);

    // The release: the host has a new worker script, and the browser's update check finds it. Its
    // install, after it has read the world, lasts until the test has seen the old worker answer
    // more writes (as a release that fetches more would).
    await expect.poll(() => sent(a)).toBeGreaterThanOrEqual(3);
    const script = await readFile(join(FOLDERS.root.dir, 'demo-worker.js'), 'utf8');
    const slowInstall = `self.addEventListener('install', (e) => e.waitUntil(new Promise((done) =>
  self.addEventListener('message', (m) => m.data === 'finish the install' && done()))));`;
    host.files.set('/demo-worker.js', { body: `${script}\n${slowInstall}\n`, type: 'text/javascript' });
    await a.evaluate(async () => void (await navigator.serviceWorker.getRegistration())!.update());
    const installing = () => a.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.installing);
    await expect.poll(installing).toBe(true);
    const during = await Promise.all(pages.map(sent));
    for (const [i, page] of pages.entries()) await expect.poll(() => sent(page)).toBeGreaterThanOrEqual(during[i]! + 3);
    // Chromium activates the new worker once the old one has no request in flight (a request at
    // that moment starts the old one again and the activation never comes): the tabs hold a moment.
    for (const page of pages) await page.evaluate(() => ((window as unknown as Tab).hold = true));
    for (const page of pages) await page.waitForFunction(() => !(window as unknown as Tab).busy);
    await a.evaluate(async () =>
      (await navigator.serviceWorker.getRegistration())!.installing!.postMessage('finish the install'),
    );
    for (const page of pages) await expect.poll(() => changes(page), { timeout: 30_000 }).toBe(1);
    for (const page of pages) await page.evaluate(() => ((window as unknown as Tab).hold = false));

    // The browser stops the worker while the tabs go on writing.
    const before = await sent(a);
    await expect.poll(() => sent(a)).toBeGreaterThanOrEqual(before + 2);
    const cdp = await context.newCDPSession(a);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    const stopped = await sent(a);
    await expect.poll(() => sent(a)).toBeGreaterThanOrEqual(stopped + 2);
    for (const page of pages) await page.evaluate(() => ((window as unknown as Tab).stop = true));

    const answers = (await writes).flat();
    const ok = answers.filter((s) => s.code === 'OK');
    // Refusals (1007 past a worker's per-address limit, a call cut by the stop) are not the point: what was answered OK is.
    expect(ok.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(20);
    const kept = JSON.stringify(await stored(a));
    expect(ok.filter((s) => !kept.includes(`"${s.mark}`)).map((s) => s.mark)).toEqual([]);
  } finally {
    await host.stop();
  }
});
