import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { hydrated } from '../../tests/setup/hydrated.js';

export type Visit = { path: string; language: 'en' | 'cn'; token?: string };

/**
 * One response as the browser received it. Over HTTP/1.1 what crosses the wire is the header block
 * (status line included) and the body as encoded (compressed): their sum is Chromium's
 * `encodedDataLength`, Lighthouse's `transferSize`.
 */
export type Received = { path: string; type: string; body: number; headers: number };

/** One visit: what it received, and the origin of every request it made (frames, scripts, pictures, calls, failed ones too). */
export type VisitLog = { received: Received[]; origins: Set<string> };

export const transfer = (r: Received) => r.body + r.headers;
export const sum = (list: Received[], of: (r: Received) => number = transfer) =>
  list.reduce((total, r) => total + of(r), 0);

/**
 * Every response a fresh browser receives for one visit, from navigation until the app has taken
 * the page over, every part it mounts after hydration has arrived (`data-parts-loading` gone: the
 * app's own word, not a guess from the network, so a busy CPU cannot end the count early) and the
 * network has then been idle for half a second: the document, scripts (module preloads count as
 * scripts), styles, images, fonts and API answers; and the origin of every request made.
 */
export async function receivedBy(
  browser: Browser,
  origin: string,
  device: BrowserContextOptions,
  visit: Visit,
): Promise<VisitLog> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneVisit(browser, origin, device, visit);
    } catch (error) {
      // A renderer that crashed or a context closed under the load (a busy machine) is the
      // browser's fault, not the page's: load it once more in a fresh context, then name the page.
      const where = `${visit.path} (${visit.language}${visit.token ? ', signed in' : ''})`;
      if (attempt >= LOAD_ATTEMPTS)
        throw new Error(`${where}: ${LOAD_ATTEMPTS} loads failed; the last: ${String(error)}`, { cause: error });
      console.warn(`${where}: load ${attempt} failed (${String(error).split('\n')[0]}); loading it again`);
    }
  }
}

const LOAD_ATTEMPTS = 2;

async function oneVisit(
  browser: Browser,
  origin: string,
  device: BrowserContextOptions,
  visit: Visit,
): Promise<VisitLog> {
  const context = await browser.newContext({ ...device, baseURL: origin });
  try {
    await context.addInitScript(
      ([language, token]) => {
        localStorage.setItem('ma.language', language!);
        if (token) localStorage.setItem('ma.token', token);
      },
      [visit.language, visit.token ?? ''],
    );
    const page = await context.newPage();
    // Each response's sizes, asked for as it finishes. A request that finishes after the count is
    // taken may still be asking when the context closes: its answer is caught here, never left as
    // an unhandled rejection that ends the whole run (a TargetClosedError, seen once in CI).
    const responses: Array<Promise<Received | Error>> = [];
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url)) origins.add(new URL(url).origin);
    });
    page.on('requestfinished', (request) => {
      responses.push(
        request.sizes().then(
          (s) => ({
            path: new URL(request.url()).pathname,
            type: request.resourceType(),
            body: s.responseBodySize,
            headers: s.responseHeadersSize,
          }),
          (error: unknown) => new Error(`${request.url()}: no sizes (${String(error)})`),
        ),
      );
    });
    const network = quietAfter(page);
    const query = visit.language === 'cn' ? (visit.path.includes('?') ? '&' : '?') + 'lang=cn' : '';
    await page.goto(`${visit.path}${query}`);
    await hydrated(page);
    await page.waitForFunction(() => !document.documentElement.dataset.partsLoading, undefined, { timeout: 15_000 });
    await network.quiet();
    const received: Received[] = [];
    for (const answer of await Promise.all([...responses])) {
      if (answer instanceof Error) throw answer;
      received.push(answer);
    }
    return { received, origins };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const QUIET_MS = 500;
const QUIET_WAIT_MS = 15_000;

/**
 * The page's requests in flight, counted from now: `quiet()` resolves once none has been in flight
 * for half a second, counted afresh from the call (Playwright's 'networkidle' is a load state: once
 * reached it stays reached, so it can have passed before the parts that load after hydration).
 */
function quietAfter(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const ended = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    last = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      const from = Date.now();
      last = Math.max(last, from);
      while (inFlight > 0 || Date.now() - last < QUIET_MS) {
        if (Date.now() - from > QUIET_WAIT_MS)
          throw new Error(
            `${page.url()}: the network was not quiet for ${QUIET_MS} ms within ${QUIET_WAIT_MS / 1000} s`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
