import { readFile, writeFile } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { credentials } from '#fixtures/index.js';
import { startProductionStack } from '../tests/e2e-prod/production-stack.js';
import { addresses } from '../tests/setup/addresses.js';
import { chromiumLaunch } from '../tests/setup/chromium.js';
import { hydrated } from '../tests/setup/hydrated.js';

/**
 * npm run size: the JavaScript a visitor's browser receives, as served (compressed bytes on the
 * wire), from navigation until the page is usable and the network is idle, after-paint loads
 * included. Builds the production build, serves it with `npm run serve`'s server against a fake API
 * on another origin, and loads every public page of the route manifest in both languages in
 * Debian's Chromium, as a phone and as a desktop (fresh cache each), and the signed-in screens with
 * a session. Fails over budget (issue 28); writes the table to docs/benchmarks.md.
 */
const BUDGET_KB = { home: 130, page: 160, signedIn: 200 } as const;
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const verbose = process.argv.includes('--verbose');

type Visit = { path: string; language: 'en' | 'cn'; token?: string };
type Weight = { bytes: number; headers: number; files: number; biggest: Array<[string, number]> };

/** One visit in a fresh context: the encoded size of every script response until the network is idle. */
async function weigh(browser: Browser, origin: string, device: BrowserContextOptions, visit: Visit): Promise<Weight> {
  const context = await browser.newContext({ ...device, baseURL: origin });
  await context.addInitScript(
    ([language, token]) => {
      localStorage.setItem('ma.language', language!);
      if (token) localStorage.setItem('ma.token', token);
    },
    [visit.language, visit.token ?? ''],
  );
  const page = await context.newPage();
  const scripts: Array<Promise<[string, number, number]>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((s) => [new URL(request.url()).pathname, s.responseBodySize, s.responseHeadersSize]),
    );
  });
  await page.goto(`${visit.path}${visit.language === 'cn' ? (visit.path.includes('?') ? '&' : '?') + 'lang=cn' : ''}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  await context.close();
  return {
    bytes: files.reduce((sum, [, bytes]) => sum + bytes, 0),
    headers: files.reduce((sum, [, , headers]) => sum + headers, 0),
    files: files.length,
    biggest: files
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([file, bytes]) => [file, bytes]),
  };
}

/**
 * The main thread's cost of making `path` usable on a slow phone (4x CPU slowdown, as Lighthouse's
 * mobile preset): the main thread's busy time (DevTools' TaskDuration) and the time from navigation
 * until the app has hydrated (`data-ready`, its controls answer). Median of three fresh loads.
 */
async function hydrationCost(browser: Browser, origin: string, path: string) {
  const runs: Array<{ busy: number; ready: number }> = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ ...PHONE, baseURL: origin });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await page.goto(path, { waitUntil: 'commit' });
    // A string, not a function: tsx's helpers (__name) do not exist in the page.
    const ready = (await page.evaluate(`new Promise((resolve) => {
      const done = () => document.documentElement.dataset.ready === 'true';
      if (done()) return resolve(performance.now());
      new MutationObserver((_, observer) => {
        if (!done()) return;
        observer.disconnect();
        resolve(performance.now());
      }).observe(document.documentElement, { attributes: true });
    })`)) as number;
    const { metrics } = await cdp.send('Performance.getMetrics');
    runs.push({ busy: (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000, ready });
    await context.close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  return { busy: median(runs.map((r) => r.busy)), ready: median(runs.map((r) => r.ready)) };
}

async function signIn(apiUrl: string) {
  const { email, password } = credentials.demo[0]!;
  const form = new FormData();
  form.set('email', email);
  form.set('password', password);
  const answer = (await (
    await fetch(`${apiUrl}/api/passport/account/login`, { method: 'POST', body: form })
  ).json()) as {
    data?: { token?: string };
  };
  if (!answer.data?.token) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

const stack = await startProductionStack();
const browser = await chromium.launch(chromiumLaunch);
const rows: Array<{ what: string; budget: number; phone: Weight; desktop: Weight }> = [];
const hydration: Array<{ path: string; busy: number; ready: number }> = [];
try {
  for (const path of ['/', '/login']) {
    hydration.push({ path, ...(await hydrationCost(browser, stack.siteUrl, path)) });
    console.log(
      `${path} under 4x CPU: main thread ${hydration.at(-1)!.busy.toFixed(0)} ms, usable at ${hydration.at(-1)!.ready.toFixed(0)} ms`,
    );
  }

  const token = await signIn(stack.apiUrl);
  const visits: Array<{ what: string; budget: number; visit: Visit }> = [];
  for (const path of addresses('public')) {
    for (const language of ['en', 'cn'] as const)
      visits.push({
        what: `\`${path}\` ${language}`,
        budget: path === '/' ? BUDGET_KB.home : BUDGET_KB.page,
        visit: { path, language },
      });
  }
  for (const path of [...addresses('signed-in'), '/', '/pricing'])
    visits.push({ what: `\`${path}\` signed in`, budget: BUDGET_KB.signedIn, visit: { path, language: 'en', token } });
  for (const { what, budget, visit } of visits) {
    const phone = await weigh(browser, stack.siteUrl, PHONE, visit);
    const desktop = await weigh(browser, stack.siteUrl, DESKTOP, visit);
    rows.push({ what, budget, phone, desktop });
    console.log(
      `${what}: phone ${kb(phone.bytes)} KB (${phone.files}), desktop ${kb(desktop.bytes)} KB (${desktop.files})`,
    );
    if (verbose) for (const [file, bytes] of phone.biggest) console.log(`    ${kb(bytes)} KB ${file}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}

function kb(bytes: number) {
  return (bytes / 1024).toFixed(1);
}

const over = rows.filter((r) => Math.max(r.phone.bytes, r.desktop.bytes) / 1024 > r.budget);
const table = [
  '| page | phone KB (files) | desktop KB (files) | budget KB | + response headers KB |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.what} | ${kb(r.phone.bytes)} (${r.phone.files}) | ${kb(r.desktop.bytes)} (${r.desktop.files}) | ${r.budget}${over.includes(r) ? ' **over**' : ''} | ${kb(r.phone.headers)} |`,
  ),
].join('\n');
const file = 'docs/benchmarks.md';
const section = `<!-- size:start -->\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run size\`: the production build served by \`npm run serve\`'s server, Debian's Chromium, a fresh cache per load, JavaScript responses' encoded body sizes (compressed, as served) from navigation until the app is usable and the network is idle (budgets count the bodies; the last column is the same files' response headers over HTTP/1.1, which HTTP/2 compresses). Phone = 412 px touch viewport, desktop = 1440 px.\n\n${table}\n\nThe main thread's cost of making a page usable on a slow phone (4x CPU slowdown, 412 px, median of 3 fresh loads): busy time (DevTools' TaskDuration) and time from navigation until the app has hydrated.\n\n| page | main thread busy, ms | usable at, ms |\n|---|---:|---:|\n${hydration.map((h) => `| \`${h.path}\` | ${h.busy.toFixed(0)} | ${h.ready.toFixed(0)} |`).join('\n')}\n<!-- size:end -->`;
const doc = await readFile(file, 'utf8');
await writeFile(
  file,
  doc.includes('<!-- size:start -->')
    ? doc.replace(/<!-- size:start -->[\s\S]*<!-- size:end -->/, section)
    : `${doc.trimEnd()}\n\n## JavaScript per page (\`npm run size\`)\n\n${section}\n`,
);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => r.what).join(', ')}`);
  process.exit(1);
}
console.log(`Every page within budget (${rows.length} loads of each device).`);
