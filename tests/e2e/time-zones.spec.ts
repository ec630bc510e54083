import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeManifest, prerenderedRoutes } from '../../web/src/app/route-manifest';
import { DEEP, expect, test } from './fixtures';

/**
 * Visitors in four zones (docs/decisions/077): every prerendered public page hydrates without an
 * error in the publisher's zone, and each page that shows dates shows the same ones in the three
 * others; and the build machine's TZ does not change what the prerender writes. (Every page also
 * hydrates in two more zones in the a11y sweep, one per language, so pages without dates are not
 * visited a third and fourth time here.)
 */
const ZONES = ['Asia/Shanghai', 'UTC', 'America/Los_Angeles', 'Pacific/Honolulu'] as const;
const pages = [
  ...prerenderedRoutes.map((name) => routeManifest[name].path).filter((path) => !path.includes(':')),
  '/blog-detail/4',
  '/blog-detail/9',
  '/blog-detail/1?lang=cn',
];
const DATE = /\b20\d\d-\d\d-\d\d\b/g;

test(
  'every public page in Shanghai, the dated ones in three zones more: no page error, the same dates',
  DEEP,
  async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const seen = new Map<string, string>();
    for (const timezoneId of ZONES) {
      const context = await browser.newContext({ timezoneId, baseURL });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
      });
      // The first zone sees every page; the others, the pages where it found a date.
      for (const path of timezoneId === ZONES[0] ? pages : pages.filter((p) => seen.get(p))) {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
        const dates = ((await page.locator('main').innerText()).match(DATE) ?? []).join(' ');
        const first = seen.get(path);
        if (first === undefined) seen.set(path, dates);
        else expect(dates, `dates on ${path} in ${timezoneId} against ${ZONES[0]}`).toBe(first);
      }
      expect(errors, `page errors in ${timezoneId}`).toEqual([]);
      await context.close();
    }
    expect(seen.get('/blog'), 'the blog list shows its articles’ dates').toMatch(DATE);
  },
);

// The deep run's: it builds a server bundle of its own (17 s of the suite), and only a change to the
// prerender or to how a page formats dates can break it.
test("the build machine's TZ does not change the prerendered HTML", DEEP, async ({ fake }) => {
  test.setTimeout(120_000);
  // The prerender's own server bundle, built here (the build removes its copy).
  const ssr = resolve(mkdtempSync(join('web', '.ssr-tz-')));
  const node = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    execFileSync(process.execPath, args, {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  node([
    '--input-type=module',
    '-e',
    `const { build } = await import('vite');
    await build({ configFile: 'web/vite.config.ts', mode: 'demo', logLevel: 'error',
      build: { ssr: 'src/entry-server.tsx', outDir: ${JSON.stringify(ssr)}, emptyOutDir: true, copyPublicDir: false, manifest: false } });`,
  ]);
  const entry = pathToFileURL(join(ssr, 'entry-server.js')).href;
  const script = `
    const { JSDOM } = await import('jsdom');
    const s = await import(${JSON.stringify(entry)});
    s.sanitizeIn(new JSDOM('').window);
    const out = [];
    for (const path of ['/blog', '/blog-detail/4', '/blog-detail/9']) {
      for (const language of ['en', 'cn']) {
        out.push(await s.renderPage(path, language, await s.pageData(path, language, process.env.API)));
      }
    }
    process.stdout.write(out.join('\\n----\\n'));`;
  // From the same data each time (an article's read count grows as it is fetched).
  const render = async (tz: string) => {
    await fake.reset('demo');
    return node(['--input-type=module', '-e', script], { TZ: tz, API: fake.url });
  };
  const honolulu = await render('Pacific/Honolulu');
  expect(honolulu).toMatch(DATE);
  expect(
    (await render('Asia/Shanghai')) === honolulu,
    'the same HTML under TZ=Asia/Shanghai and TZ=Pacific/Honolulu',
  ).toBe(true);
  rmSync(ssr, { recursive: true, force: true });
});
