import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunch } from '../tests/setup/chromium.js';
import { startFakeServer } from '../tests/setup/processes.js';
import { startStaticHost } from '../tests/setup/static-host.js';
import { writeSection } from './bench/doc.js';
import { buildStaticDemo } from './build-static-demo.js';
import { NAME_POOL_DIR } from '../static-demo/node/name-pools.js';
import { DEMO_PASSWORD } from '../tests/setup/credentials.js';

/**
 * `npm run bench:static-demo` (issue 37): the static demo's folder and worker sizes, and a first
 * visit on a slow phone (4x CPU slowdown, 412 px, fresh browser context, median of three) to a
 * usable home page and to the first API answer, against `npm run demo`'s server with the demo
 * build (web/dist, built with `npm run build:demo` first). Also Argon2id in the worker: one
 * login's verification at the cost the fake server uses. Writes docs/benchmarks.md.
 */
const OUT = resolve('build/static-demo');
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function folderSize(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
    files += 1;
  }
  return { bytes, files };
}

/** Navigation to `path` in a fresh phone context: when the app is usable, when the first /api answer ended. */
async function firstVisit(browser: Browser, url: string) {
  const runs: Array<{ ready: number; api: number }> = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    // Strings, not functions: tsx's helpers do not exist in the page.
    const ready = (await page.evaluate(`new Promise((resolve) => {
      const done = () => document.documentElement.dataset.ready === 'true';
      if (done()) return resolve(performance.now());
      new MutationObserver((_, o) => { if (done()) { o.disconnect(); resolve(performance.now()); } })
        .observe(document.documentElement, { attributes: true });
    })`)) as number;
    const api = (await page.evaluate(`new Promise((resolve) => {
      const first = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/'))
        .map((e) => e.responseEnd).sort((a, b) => a - b)[0];
      const wait = () => (first() ? resolve(first()) : setTimeout(wait, 50));
      wait();
    })`)) as number;
    runs.push({ ready, api });
    await context.close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  return { ready: median(runs.map((r) => r.ready)), api: median(runs.map((r) => r.api)) };
}

/** One login of the demo scenario's account, timed in the page: its Argon2id check runs in the worker. */
async function loginInWorker(browser: Browser, url: string): Promise<{ first: number; next: number }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${url}pricing`);
  await page.waitForFunction('!!navigator.serviceWorker.controller');
  const times: number[] = [];
  for (let run = 0; run < 6; run++)
    times.push(
      (await page.evaluate(`(async () => {
        const start = performance.now();
        await fetch('/api/passport/account/login', { method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'lena.hartmann@example.com', password: ${JSON.stringify(DEMO_PASSWORD)} }) });
        return performance.now() - start;
      })()`)) as number,
    );
  await context.close();
  // The first also compiles the WebAssembly and makes the stand-in hash for unknown e-mails.
  const [first, ...next] = times;
  return { first: first!, next: next.sort((a, b) => a - b)[2]! };
}

if (!existsSync(join(OUT, 'index.html'))) await buildStaticDemo({ base: '/', out: OUT });
if (!existsSync('web/dist/index.html')) throw new Error('Build the demo site first: npm run build:demo');
const folder = await folderSize(OUT);
const reference = (await stat(join(OUT, 'docs/api/index.html'))).size;
const worker = await readFile(join(OUT, 'demo-worker.js'));
const workerGzip = gzipSync(worker, { level: 9 }).length;
// Fetched by the worker only when a document generates people of that country (docs/decisions/170).
const names = await folderSize(join(OUT, NAME_POOL_DIR));

const host = await startStaticHost(OUT);
const dir = await mkdtemp(join(tmpdir(), 'bench-static-'));
const server = await startFakeServer({
  DB_FILE: join(dir, 'db.json'),
  UPLOAD_DIR: join(dir, 'uploads'),
  WEB_ROOT: 'web/dist',
  SCENARIO: 'demo',
  RATE_LIMIT: 'off',
  WEB_ORIGIN: '',
});
const browser = await chromium.launch(chromiumLaunch);
try {
  const staticVisit = await firstVisit(browser, host.url);
  const serverVisit = await firstVisit(browser, `${server.url}/`);
  const login = await loginInWorker(browser, host.url);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = `<!-- static-demo:start -->
Measured ${stamp} UTC with \`npm run bench:static-demo\` on this machine (2 shared cores), Debian's Chromium. First visit: a fresh browser context at 412 px with a 4x CPU slowdown on the page (no network throttling: both servers are on loopback), median of three; "usable" is the app's \`data-ready\` (hydrated or rendered, its controls answer), the first API answer is the end of the first \`/api/\` response.

| | static demo (\`build/static-demo\`, plain static host) | \`npm run demo\` (fake server, prerendered demo build) |
|---|---:|---:|
| home page usable at | ${staticVisit.ready.toFixed(0)} ms | ${serverVisit.ready.toFixed(0)} ms |
| first API answer at | ${staticVisit.api.toFixed(0)} ms | ${serverVisit.api.toFixed(0)} ms |

| the folder | size |
|---|---:|
| everything (${folder.files} files) | ${kb(folder.bytes)} |
| of which the API reference (\`docs/api/index.html\`, opened from the dashboard only) | ${kb(reference)} |
| the worker \`demo-worker.js\` | ${kb(worker.length)}, ${kb(workerGzip)} gzip |
| the names generated people are drawn from (\`${NAME_POOL_DIR}/\`, ${names.files} countries; the worker fetches one when a document first asks for its people) | ${kb(names.bytes)} |

A login checked in the worker (Argon2id at m = 19 MiB, t = 2, p = 1, the fake server's own cost, in WebAssembly; not throttled, DevTools cannot slow a worker down): ${login.next.toFixed(0)} ms (median of five), the visit's first ${login.first.toFixed(0)} ms (it also compiles the WebAssembly and makes the stand-in hash that unknown e-mails are checked against).
<!-- static-demo:end -->`;
  console.log(section);
  await writeSection('static-demo', '## Static demo (`npm run bench:static-demo`, issue 37)', section);
} finally {
  await browser.close();
  await Promise.all([host.stop(), server.stop()]);
  await rm(dir, { recursive: true, force: true });
}
