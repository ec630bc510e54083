import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { PROD_DIST } from '../../tests/e2e-prod/production-stack.js';
import { BUCKETS, byLibrary, mantinePieces } from './libraries.js';
import type { Received } from './received.js';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Pages whose Mantine core is shown piece by piece. */
const MANTINE_PAGES = ['`/` en', '`/blog` en', '`/privacy-policy` en', '`/account-settings` signed in'];

/**
 * The markdown between `<!-- libraries:start -->` and `<!-- libraries:end -->` in docs/benchmarks.md:
 * per page (phone), what each library, our code, the texts and the headers cost it as received;
 * then Mantine's core by piece on a few pages.
 */
export async function librariesSection(dist: string, rows: Array<{ what: string; scripts: Received[] }>) {
  const costs = await Promise.all(rows.map(async (row) => ({ ...row, cost: await byLibrary(dist, row.scripts) })));
  const columns = BUCKETS.filter((bucket) => costs.some((row) => (row.cost.get(bucket) ?? 0) >= 50));
  const libraryTable = [
    `| page | total KB | ${columns.join(' | ')} |`,
    `|---|---:|${columns.map(() => '---:').join('|')}|`,
    ...costs.map(({ what, cost }) => {
      const total = [...cost.values()].reduce((a, b) => a + b, 0);
      return `| ${what} | ${kb(total)} | ${columns.map((c) => kb(cost.get(c) ?? 0)).join(' | ')} |`;
    }),
  ].join('\n');
  const shown = rows.filter((row) => MANTINE_PAGES.includes(row.what));
  const pieces = await Promise.all(shown.map((row) => mantinePieces(dist, row.scripts)));
  const names = [...new Set(pieces.flatMap((list) => list.map(([name]) => name)))];
  const byName = pieces.map((list) => new Map(list));
  const weight = (name: string) => Math.max(...byName.map((m) => m.get(name) ?? 0));
  names.sort((a, b) => weight(b) - weight(a));
  const mantineTable = [
    `| Mantine core piece | ${shown.map((r) => r.what).join(' | ')} |`,
    `|---|${shown.map(() => '---:').join('|')}|`,
    ...names.map((name) => `| ${name} | ${byName.map((m) => (m.has(name) ? kb(m.get(name)!) : '')).join(' | ')} |`),
  ].join('\n');
  return `<!-- libraries:start -->
Written by \`npm run size -- --libraries\` from the same loads as the table above (phone): each script the page received is split by the build's source maps into the sources its code came from, and its received body is shared among the libraries in proportion to each one's code compressed alone (brotli, as served); response headers are a column of their own, and "bundler glue" is code no source claims (the imports and exports between chunks, the loader of lazy parts). Each row adds up to the page's total above. KB as received.

${libraryTable}

Mantine's core piece by piece on a few pages (KB as received, shared out the same way; \`core/…\` is the provider, the styles API and the helpers every component uses):

${mantineTable}
<!-- libraries:end -->`;
}

/**
 * `tsx scripts/size/library-table.ts`: the table again from the last `npm run size -- --libraries`
 * (its loads in reports/size-loads.json, its build with maps in web/dist-prod), without loading anew.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = JSON.parse(await readFile('reports/size-loads.json', 'utf8')) as Array<{
    what: string;
    scripts: Received[];
  }>;
  const doc = await readFile('docs/benchmarks.md', 'utf8');
  const section = await librariesSection(PROD_DIST, rows);
  if (!doc.includes('<!-- libraries:start -->')) throw new Error('docs/benchmarks.md has no libraries section yet');
  await writeFile('docs/benchmarks.md', doc.replace(/<!-- libraries:start -->[\s\S]*<!-- libraries:end -->/, section));
}
