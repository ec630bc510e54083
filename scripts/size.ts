import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { credentials } from '#fake-server/seed/index.js';
import { PROD_DIST, startProductionStack } from '../tests/e2e-prod/production-stack.js';
import { addresses } from '../tests/setup/addresses.js';
import { chromiumLaunch, suiteChromiumLaunch } from '../tests/setup/chromium.js';
import { type ChunkManifest, foreignCode } from './size/foreign-code.js';
import { BUDGET_KB } from './size/budgets.js';
import { librariesSection } from './size/library-table.js';
import { outsideOrigins } from './size/origins.js';
import { type Received, type Visit, receivedBy, sum, transfer } from './size/received.js';

/**
 * npm run size: the JavaScript a visitor's browser receives, as it counts it: every script
 * response (module preloads included) from navigation until the page has settled (usable, its
 * after-hydration parts arrived) and the network is quiet, after-paint loads included, each as its response headers plus its compressed body over
 * HTTP/1.1 (Chromium's encodedDataLength, Lighthouse's transferSize). Builds the production build,
 * serves it with `npm run serve`'s server against a fake API on another origin, and loads every
 * public page of the route manifest in both languages in Debian's Chromium, as a phone and as a
 * desktop (fresh cache each), and the signed-in screens with a session. Fails over budget (issues
 * 28, 35 and 53: docs/decisions/150) or when a page fetches another page's code or code that loads on use; writes the
 * table to docs/benchmarks.md.
 */
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
/**
 * `--check` (npm test): the budgets and the foreign-code check only, no timings, the table written to
 * reports/size.md; the tracked docs/benchmarks.md changes only through `npm run size` itself.
 */
const check = process.argv.includes('--check');
/**
 * Visits weighed side by side (SIZE_LOADS, default 3, 6 for `--check`): a load ends on the app's
 * word that its after-hydration parts have arrived, then half a second of quiet
 * (scripts/size/received.ts), so a busy CPU slows the count but does not cut it short. The check
 * times nothing, and its loads mostly wait out their quiet: 6 at a time, 54 -> 43 s, the same counts.
 */
const LOADS_AT_ONCE = Math.max(1, Number(process.env.SIZE_LOADS) || (check ? 6 : 3));
/**
 * `--libraries`: also what each library, our code and the texts cost each page (scripts/size/
 * libraries.ts), written to docs/benchmarks.md; the build then writes source maps beside its files
 * (hidden: the files are the same bytes).
 */
const libraries = process.argv.includes('--libraries') && !check;
/**
 * SIZE_PAGES (a regular expression over the rows' names, such as `^\`/\`|pricing`): weighs only those
 * loads, to see what a change costs a few pages; the table goes to reports/size.md.
 */
const only = process.env.SIZE_PAGES ? new RegExp(process.env.SIZE_PAGES) : null;
if (libraries) process.env.BUILD_SOURCEMAPS = 'hidden';

/** One visit's scripts, everything else it received, and the origins it asked. */
type Weight = { scripts: Received[]; others: Received[]; origins: Set<string> };

async function weigh(browser: Browser, origin: string, device: BrowserContextOptions, visit: Visit): Promise<Weight> {
  const { received, origins } = await receivedBy(browser, origin, device, visit);
  return {
    scripts: received.filter((r) => r.type === 'script'),
    others: received.filter((r) => r.type !== 'script'),
    origins,
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
    try {
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
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  return { busy: median(runs.map((r) => r.busy)), ready: median(runs.map((r) => r.ready)) };
}

async function signIn(apiUrl: string) {
  const { email, password } = credentials('demo')[0]!;
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

// npm test starts one production stack for every stage that needs it (PROD_SITE_URL, PROD_API_URL).
const stack =
  process.env.PROD_SITE_URL && process.env.PROD_API_URL
    ? { siteUrl: process.env.PROD_SITE_URL, apiUrl: process.env.PROD_API_URL, stop: async () => undefined }
    : await startProductionStack({ specWire: false });
/**
 * The table (docs/benchmarks.md) is measured in the full browser a visitor runs. The gate's check
 * runs in the suites' headless shell of the same Chromium, which receives the same scripts (count
 * and compressed bytes on all 54 rows, compared side by side) for about half the CPU; what differs
 * (its User-Agent, the images of a few pages) is outside the budgets (docs/decisions/105).
 */
const browser = await chromium.launch(check ? suiteChromiumLaunch : chromiumLaunch);
const rows: Array<{ what: string; budget: number; phone: Weight; desktop: Weight }> = [];
const hydration: Array<{ path: string; busy: number; ready: number }> = [];
const strays = new Set<string>();
const outside = new Set<string>();
const originLines: string[] = [];
try {
  for (const path of check || only ? [] : ['/', '/login']) {
    hydration.push({ path, ...(await hydrationCost(browser, stack.siteUrl, path)) });
    console.log(
      `${path} under 4x CPU: main thread ${hydration.at(-1)!.busy.toFixed(0)} ms, usable at ${hydration.at(-1)!.ready.toFixed(0)} ms`,
    );
  }

  const manifest = JSON.parse(await readFile(join(PROD_DIST, '.vite/manifest.json'), 'utf8')) as ChunkManifest;
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
  // The signed-in screens in Chinese too: every page is held to its origins in both languages.
  for (const path of addresses('signed-in'))
    visits.push({
      what: `\`${path}\` signed in cn`,
      budget: BUDGET_KB.signedIn,
      visit: { path, language: 'cn', token },
    });
  if (only) visits.splice(0, visits.length, ...visits.filter((v) => only.test(v.what)));
  await inTurns(visits, LOADS_AT_ONCE, async ({ what, budget, visit }, index) => {
    const phone = await weigh(browser, stack.siteUrl, PHONE, visit);
    const desktop = await weigh(browser, stack.siteUrl, DESKTOP, visit);
    rows[index] = { what, budget, phone, desktop };
    const origins = new Set([...phone.origins, ...desktop.origins]);
    originLines[index] = `${what}: ${[...origins].sort().join(' ')}`;
    for (const line of outsideOrigins(what, visit.path, origins, stack.siteUrl, stack.apiUrl)) outside.add(line);
    const foreign = foreignCode(manifest, visit.path);
    for (const script of [...phone.scripts, ...desktop.scripts])
      if (foreign.has(script.path)) strays.add(`${what} fetched ${script.path} (${foreign.get(script.path)})`);
    console.log(
      `${what}: phone ${kb(sum(phone.scripts))} KB (${phone.scripts.length}), desktop ${kb(sum(desktop.scripts))} KB (${desktop.scripts.length})`,
    );
    if (verbose)
      for (const script of phone.scripts.sort((a, b) => transfer(b) - transfer(a)).slice(0, 8))
        console.log(`    ${kb(transfer(script))} KB ${script.path}`);
  });
} finally {
  await browser.close();
  await stack.stop();
}

/** Runs `work` over `items`, at most `atOnce` at a time; the first failure is thrown once all have stopped. */
async function inTurns<T>(items: T[], atOnce: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  const failed = ended.find((e) => e.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

function kb(bytes: number) {
  return (bytes / 1024).toFixed(1);
}

const over = rows.filter((r) => Math.max(sum(r.phone.scripts), sum(r.desktop.scripts)) / 1024 > r.budget);
const table = [
  '| page | phone KB (scripts) | desktop KB (scripts) | budget KB | of which headers KB | bodies only KB | all responses KB (requests) |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(({ what, budget, phone, desktop }) => {
    const cells = [
      what,
      `${kb(sum(phone.scripts))} (${phone.scripts.length})`,
      `${kb(sum(desktop.scripts))} (${desktop.scripts.length})`,
      `${budget}${over.some((r) => r.what === what) ? ' **over**' : ''}`,
      kb(sum(phone.scripts, (r) => r.headers)),
      kb(sum(phone.scripts, (r) => r.body)),
      `${kb(sum(phone.scripts) + sum(phone.others))} (${phone.scripts.length + phone.others.length})`,
    ];
    return `| ${cells.join(' | ')} |`;
  }),
].join('\n');
const file = check || only ? 'reports/size.md' : 'docs/benchmarks.md';
const section = `<!-- size:start -->
Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run size\`: the production build served by \`npm run serve\`'s server over HTTP/1.1, Debian's Chromium, a fresh cache per load, three loads at a time, from navigation until the app is usable, every part it mounts after hydration has arrived and the network has then been quiet for 0.5 s (after-paint loads included). Counted against the budget: every script response (module preloads included) as the browser received it, response headers plus compressed body (Chromium's encodedDataLength, Lighthouse's transferSize); "bodies only" is the same scripts without their headers. The last column is everything the page received, for reference: the document, scripts, styles, images, fonts and API answers. Phone = 412 px touch viewport, desktop = 1440 px (the other columns are the phone's).

${table}

The main thread's cost of making a page usable on a slow phone (4x CPU slowdown, 412 px, median of 3 fresh loads): busy time (DevTools' TaskDuration) and time from navigation until the app has hydrated.

| page | main thread busy, ms | usable at, ms |
|---|---:|---:|
${hydration.map((h) => `| \`${h.path}\` | ${h.busy.toFixed(0)} | ${h.ready.toFixed(0)} |`).join('\n')}
<!-- size:end -->`;
const doc = await readFile(file, 'utf8').catch(() => '# npm run size --check (npm test)\n');
await mkdir(dirname(file), { recursive: true });
await writeFile(
  file,
  doc.includes('<!-- size:start -->')
    ? doc.replace(/<!-- size:start -->[\s\S]*<!-- size:end -->/, section)
    : `${doc.trimEnd()}\n\n## JavaScript per page (\`npm run size\`)\n\n${section}\n`,
);
// The loads' scripts, for `tsx scripts/size/library-table.ts` to share out again without loading anew.
await mkdir('reports', { recursive: true });
await writeFile(
  'reports/size-loads.json',
  JSON.stringify(rows.map((r) => ({ what: r.what, scripts: r.phone.scripts }))),
);
if (libraries) {
  const withLibraries = await readFile(file, 'utf8');
  const table = await librariesSection(
    PROD_DIST,
    rows.map((r) => ({ what: r.what, scripts: r.phone.scripts })),
  );
  await writeFile(
    file,
    withLibraries.includes('<!-- libraries:start -->')
      ? withLibraries.replace(/<!-- libraries:start -->[\s\S]*<!-- libraries:end -->/, table)
      : withLibraries.replace(
          '<!-- size:end -->',
          `<!-- size:end -->\n\n### What each library costs each page\n\n${table}`,
        ),
  );
}
await mkdir('reports', { recursive: true });
await writeFile('reports/origins.md', `# What each page requested (npm run size)\n\n${originLines.join('\n')}\n`);
// What a page asks for is seen: the blog's list comes from the API.
if (!only && !originLines.some((line) => line.startsWith('`/blog` en:') && line.includes(new URL(stack.apiUrl).origin)))
  outside.add('the blog asked nothing of the API: requests are not being seen');
if (outside.size)
  console.error(
    `Outside the site, the API, the file host and the checkout (docs/decisions/110):\n  ${[...outside].join('\n  ')}`,
  );
if (strays.size) console.error(`Another page's code or code that loads on use:\n  ${[...strays].join('\n  ')}`);
if (over.length) console.error(`Over budget: ${over.map((r) => r.what).join(', ')}`);
if (strays.size || over.length || outside.size) process.exit(1);
console.log(
  `Every page within budget (${rows.length} loads of each device), none fetching another page's code, none asking a host outside the site, the API, the file host and the checkout (reports/origins.md).`,
);
