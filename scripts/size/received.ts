import type { Browser, BrowserContextOptions } from '@playwright/test';
import { hydrated } from '../../tests/setup/hydrated.js';

export type Visit = { path: string; language: 'en' | 'cn'; token?: string };

/**
 * One response as the browser received it. Over HTTP/1.1 what crosses the wire is the header block
 * (status line included) and the body as encoded (compressed): their sum is Chromium's
 * `encodedDataLength`, Lighthouse's `transferSize`.
 */
export type Received = { path: string; type: string; body: number; headers: number };

export const transfer = (r: Received) => r.body + r.headers;
export const sum = (list: Received[], of: (r: Received) => number = transfer) =>
  list.reduce((total, r) => total + of(r), 0);

/**
 * Every response a fresh browser receives for one visit, from navigation until the app has taken
 * the page over and the network has been idle for half a second (after-paint loads included): the
 * document, scripts (module preloads count as scripts), styles, images, fonts and API answers.
 */
export async function receivedBy(
  browser: Browser,
  origin: string,
  device: BrowserContextOptions,
  visit: Visit,
): Promise<Received[]> {
  const context = await browser.newContext({ ...device, baseURL: origin });
  await context.addInitScript(
    ([language, token]) => {
      localStorage.setItem('ma.language', language!);
      if (token) localStorage.setItem('ma.token', token);
    },
    [visit.language, visit.token ?? ''],
  );
  const page = await context.newPage();
  const responses: Array<Promise<Received>> = [];
  page.on('requestfinished', (request) => {
    responses.push(
      request.sizes().then((s) => ({
        path: new URL(request.url()).pathname,
        type: request.resourceType(),
        body: s.responseBodySize,
        headers: s.responseHeadersSize,
      })),
    );
  });
  const query = visit.language === 'cn' ? (visit.path.includes('?') ? '&' : '?') + 'lang=cn' : '';
  await page.goto(`${visit.path}${query}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const received = await Promise.all(responses);
  await context.close();
  return received;
}
