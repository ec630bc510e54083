import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { prospectLink } from '#contract/prospect-link.js';
import { chromiumLaunch } from '../tests/setup/chromium.js';
import { startFakeServer } from '../tests/setup/processes.js';
import { LONDON_CLINIC, SHANGHAI_SCHOOL } from '../tests/setup/prospect-documents.js';
import { startStaticHost } from '../tests/setup/static-host.js';
import { writeSection } from './bench/doc.js';
import { buildStaticDemo } from './build-static-demo.js';

/**
 * `npm run bench:demo-link` (issue 59): what giving a demo costs, as README's "Giving a demo" does
 * it. Prepare: the dashboard turns a dozen people's world into a link (the salesperson's clicks,
 * scripted). Send: the link's length. Open: the link in a browser that never saw the demo, on a
 * phone (412 px, a 4x CPU slowdown on the page), until the site is usable and signed in as the
 * link's person (its ribbon names the organisation), median of three; the static demo (the world in
 * the link, its backend in the browser's service worker, which DevTools cannot slow) and the
 * sandbox demo (a stored world, a private copy on the server). Needs `npm run build:demo` first
 * (web/dist); builds the static demo when build/static-demo has none. Writes docs/benchmarks.md.
 */
const OUT = resolve('build/static-demo');
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const RUNS = 3;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The salesperson on the dashboard: the document pasted, whom to open as, the language; until the link shows. */
async function prepare(browser: Browser, dashboard: string, world: object, as: string, language: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(dashboard);
  await page.getByLabel('Document', { exact: true }).waitFor();
  const start = Date.now();
  await page.getByLabel('Document', { exact: true }).fill(JSON.stringify(world));
  await page
    .locator('#prospect-form')
    .getByLabel(/Open as/)
    .fill(as);
  await page.locator('#prospect-form').getByLabel('Language').selectOption(language);
  await page.getByRole('button', { name: 'Make the link' }).click();
  await page.waitForFunction(() =>
    /#demo=/.test((document.getElementById('prospect-link-text') as HTMLInputElement).value),
  );
  const ms = Date.now() - start;
  const link = await page.getByLabel('The link').inputValue();
  await context.close();
  return { ms, link };
}

/**
 * Until the app is usable (data-ready) and, for a link, shows the organisation in its ribbon with a
 * session stored: the person is signed in.
 */
const OPENED = `new Promise((resolve) => {
  const done = () => document.documentElement.dataset.ready === 'true' && (!window.__organisation
    || (!!localStorage.getItem('ma.token') && (document.querySelector('aside')?.textContent ?? '').includes(window.__organisation)));
  const check = () => (done() ? resolve(performance.now()) : requestAnimationFrame(check));
  check();
})`;

/** The link (or, for scale, the plain home page) opened on a fresh phone, `RUNS` times: the median time to a usable, signed-in site. */
async function open(browser: Browser, link: string, organisation = '') {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext(PHONE);
    const page: Page = await context.newPage();
    await page.addInitScript((name) => Object.assign(window, { __organisation: name }), organisation);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(link, { waitUntil: 'commit' });
    times.push((await page.evaluate(OPENED)) as number);
    await context.close();
  }
  return median(times);
}

if (!existsSync(join(OUT, 'index.html'))) await buildStaticDemo({ base: '/', out: OUT });
if (!existsSync('web/dist/index.html')) throw new Error('Build the demo site first: npm run build:demo');
const host = await startStaticHost(OUT);
const dir = await mkdtemp(join(tmpdir(), 'bench-link-'));
const server = await startFakeServer({
  DB_FILE: join(dir, 'db.json'),
  UPLOAD_DIR: join(dir, 'uploads'),
  WEB_ROOT: 'web/dist',
  SCENARIO: 'demo',
  SANDBOXES: 'on',
  RATE_LIMIT: 'off',
  WEB_ORIGIN: '',
});
const load = loadavg()[0]!.toFixed(1);
const browser = await chromium.launch(chromiumLaunch);
try {
  const school = await prepare(browser, `${host.url}__dev`, SHANGHAI_SCHOOL, 'zhang.min@shsr.edu.test', 'cn');
  const clinic = await prepare(
    browser,
    `${server.url}/__dev`,
    LONDON_CLINIC,
    'olivia.bennett@thameside.example.test',
    'en',
  );
  const clinicStatic = await prospectLink({
    kind: 'static',
    document: LONDON_CLINIC,
    base: 'https://demo.example.com/',
    as: 'olivia.bennett@thameside.example.test',
    language: 'en',
  });
  const schoolOpen = await open(browser, school.link, '上海运动康复学院');
  const clinicOpen = await open(browser, clinic.link, 'Thameside MSK Clinic');
  const staticHome = await open(browser, host.url);
  const serverHome = await open(browser, `${server.url}/`);
  const at = (url: string) => url.replace(/^https?:\/\/[^/]+\//, 'https://demo.example.com/');
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = `<!-- demo-link:start -->
Measured ${stamp} UTC with \`npm run bench:demo-link\` on this machine (2 shared cores, load average ${load} at the start), Debian's Chromium, the two worlds of \`tests/setup/prospect-documents.ts\` (a dozen people each). Prepare: the dashboard's "Prospect link" panel from the document pasted to the link shown (the salesperson's clicks, scripted; writing the world by hand or with the form takes the rest of the two minutes). Open: a browser that never saw the demo, 412 px with a 4x CPU slowdown on the page (the static demo's service worker is not slowed: DevTools cannot), from the link to a usable site signed in as the link's person, its ribbon naming the organisation; median of ${RUNS}. The last row is a first visit without a link, measured the same way at the same moment: what the machine's load makes of any visit (the link's own cost is the difference).

| | static demo: a Shanghai school, in Chinese (the world in the link) | sandbox demo: a London clinic, in English (a stored world, a private copy) |
|---|---:|---:|
| prepare: the link made | ${school.ms} ms | ${clinic.ms} ms |
| send: the link's length | ${school.link.length} characters | ${clinic.link.length} characters (${at(clinicStatic).length} as a static link) |
| open: signed in, usable, on a phone-class CPU | ${schoolOpen.toFixed(0)} ms | ${clinicOpen.toFixed(0)} ms |
| for scale: the home page's first visit, no link, the same phone | ${staticHome.toFixed(0)} ms | ${serverHome.toFixed(0)} ms |

The school's link, to the host's root: \`${at(school.link).slice(0, 90)}…\`
<!-- demo-link:end -->`;
  console.log(section);
  await writeSection('demo-link', '## Giving a demo (`npm run bench:demo-link`, issue 59)', section);
} finally {
  await browser.close();
  await Promise.all([host.stop(), server.stop()]);
  await rm(dir, { recursive: true, force: true });
}
