import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startFakeServer } from '../tests/setup/processes.js';
import { paths } from '../web/src/app/paths.js';
import { prerenderedRoutes } from '../web/src/app/route-manifest.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/setup/chromium.js';

/**
 * npm run lighthouse: Lighthouse in Debian's Chromium on the built demo site (npm run build:demo,
 * served with the fake API and compression, as a visitor gets it), every prerendered page, both languages,
 * mobile and desktop presets, the median of several runs each. Prints a table, writes the JSON
 * reports to reports/lighthouse/ and the table to docs/benchmarks.md.
 */
const dist = resolve(process.env.WEB_OUT_DIR ?? 'web/dist');
if (!existsSync(join(dist, 'spa.html'))) {
  console.error(`No prerendered build in ${dist}: run npm run build:demo first.`);
  process.exit(1);
}
/** Every prerendered public page, and an article (the ten prerendered articles share one template). */
const PAGES = [
  ...prerenderedRoutes.map((name) => ({ name, path: paths[name] })),
  { name: 'BlogDetail', path: '/blog-detail/10' },
];
/** LH_PAGES=Home,Blog, LH_LANGS=en, LH_PRESETS=mobile narrow a run while tuning (the table then is partial). */
const only = (name: string) => process.env[name]?.split(',').map((s) => s.trim());
const pages = PAGES.filter((p) => !only('LH_PAGES') || only('LH_PAGES')!.includes(p.name));
const languages = (only('LH_LANGS') ?? ['en', 'cn']) as Array<'en' | 'cn'>;
const presets = (only('LH_PRESETS') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const dir = await mkdtemp(join(tmpdir(), 'lighthouse-'));
const server = await startFakeServer({
  DB_FILE: join(dir, 'db.json'),
  UPLOAD_DIR: join(dir, 'uploads'),
  SCENARIO: 'demo',
  WEB_ROOT: dist,
  RATE_LIMIT: 'off',
  WEB_ORIGIN: '',
});
const origin = server.url;
await mkdir(join(dir, 'profile'), { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: FLAGS,
  userDataDir: join(dir, 'profile'),
});
await mkdir('reports/lighthouse', { recursive: true });

/** Lighthouse's own advice for its run-to-run spread: several runs, report the median one (LH_RUNS, default 3). */
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
async function medianRun(url: string, preset: 'mobile' | 'desktop') {
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no result for ${url}`);
    results.push(result);
  }
  results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  return results[Math.floor(results.length / 2)]!;
}

type Row = { page: string; language: string; preset: string; scores: Record<string, number> };
const rows: Row[] = [];
try {
  for (const page of pages) {
    for (const language of languages) {
      for (const preset of presets) {
        const url = `${origin}${page.path}${language === 'cn' ? '?lang=cn' : ''}`;
        const result = await medianRun(url, preset);
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]),
        );
        rows.push({ page: page.name, language, preset, scores });
        const file = `reports/lighthouse/${page.name.toLowerCase().replace(/\s+/g, '-')}-${language}-${preset}.json`;
        await writeFile(file, String(result.report));
        const failing = Object.values(result.lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        console.log(
          `${page.name} ${language} ${preset}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')}${failing.length ? `  (failing: ${failing.join(', ')})` : ''}`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}

const table = [
  '| page | language | preset | performance | accessibility | best practices | SEO |',
  '|---|---|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.page} | ${r.language} | ${r.preset} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} |`),
].join('\n');
const mobilePerf = rows.filter((r) => r.preset === 'mobile').map((r) => r.scores.performance!);
const others = rows.flatMap((r) => ['accessibility', 'best-practices', 'seo'].map((c) => r.scores[c]!));
const summary = `Mobile performance min ${Math.min(...mobilePerf)} (target 95); accessibility, best practices and SEO min ${Math.min(...others)} (target 100).`;
console.log(`\n${table}\n\n${summary}`);
const section = `<!-- lighthouse:start -->\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run build:demo && npm run lighthouse\` (Lighthouse 13, Debian Chromium headless, simulated throttling, the median of ${RUNS} runs per row; the demo build served by the fake server with compression; JSON reports in reports/lighthouse/).\n\n${table}\n\n${summary}\n<!-- lighthouse:end -->`;
const doc = await readFile('docs/benchmarks.md', 'utf8');
if (rows.length === PAGES.length * languages.length * presets.length && languages.length === 2)
  await writeFile(
    'docs/benchmarks.md',
    doc.includes('<!-- lighthouse:start -->')
      ? doc.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, section)
      : `${doc.trimEnd()}\n\n## Lighthouse (\`npm run lighthouse\`)\n\n${section}\n`,
  );
