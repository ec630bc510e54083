import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeManifest } from '../web/src/app/route-manifest.js';

/**
 * npm run size: gzip size of the JavaScript a visitor downloads for the first paint of `/`
 * (entry, its static imports, the Home chunk and its English texts), and of the largest route
 * chunk with its own imports. Fails when a budget is exceeded; writes docs/benchmarks.md.
 */
const BUDGET_FIRST_LOAD_KB = 130;
const dist = resolve(process.env.WEB_OUT_DIR ?? 'web/dist');

type Chunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = new Map<string, number>();
const sizeOf = async (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(await readFile(join(dist, file)), { level: 9 }).length);
  return gz.get(file)!;
};

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const total = async (keys: Iterable<string>) => {
  let sum = 0;
  for (const key of keys) if (manifest[key]!.file.endsWith('.js')) sum += await sizeOf(manifest[key]!.file);
  return sum;
};
/** The manifest's key of a source file under web/ (exact: a renamed file fails here, not silently). */
const keyOf = (source: string) => {
  if (!manifest[source]) throw new Error(`${source} is not in the build's manifest`);
  return source;
};

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const home = keyOf(`src/features/${routeManifest.Home.page}.tsx`);
// The English texts of Home: the base every page loads and Home's own (from the route manifest).
const english = [
  keyOf('src/locales/en/base.ts'),
  ...routeManifest.Home.texts.map((ns) => keyOf(`src/locales/en/${ns}.json`)),
];
const firstLoad = new Set([...closure(entry), ...closure(home), ...english.flatMap((k) => [...closure(k)])]);
// Prerendered pages start the entry from a small script of their own (web/build/prerender.ts).
const boot = (await readdir(join(dist, 'assets'))).filter((f) => f.startsWith('hydrate-after-paint-'));
const firstLoadBytes =
  (await total(firstLoad)) + (await Promise.all(boot.map((f) => sizeOf(`assets/${f}`)))).reduce((a, b) => a + b, 0);

const routes = Object.keys(manifest).filter((k) => k.includes('/features/') && manifest[k]!.isDynamicEntry);
const entryClosure = closure(entry);
const routeSizes = await Promise.all(
  routes.map(async (k) => ({ key: k, bytes: await total([...closure(k)].filter((c) => !entryClosure.has(c))) })),
);
routeSizes.sort((a, b) => b.bytes - a.bytes);
const kb = (b: number) => (b / 1024).toFixed(1);

const lines = [
  `| measure | gzip KB | budget |`,
  `|---|---:|---:|`,
  `| first-load JavaScript of \`/\` (${firstLoad.size + boot.length} files) | ${kb(firstLoadBytes)} | ${BUDGET_FIRST_LOAD_KB} |`,
  ...routeSizes
    .slice(0, 5)
    .map((r) => `| route chunk \`${r.key.replace(/^.*features\//, '')}\` with its own imports | ${kb(r.bytes)} | |`),
];
const heavy = ['cropperjs', 'checkout', 'lightbox'].map((name) => {
  const inFirst = [...firstLoad].some(
    (k) => k.toLowerCase().includes(name) || manifest[k]!.file.toLowerCase().includes(name),
  );
  return `${name}: ${inFirst ? 'IN the first load (budget broken)' : 'loaded only where used'}`;
});
const report = `${lines.join('\n')}\n\n${heavy.join('; ')}.`;
console.log(report);

const file = 'docs/benchmarks.md';
const section = `<!-- size:start -->\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run build && npm run size\` (gzip level 9 of the built files).\n\n${report}\n<!-- size:end -->`;
const doc = await readFile(file, 'utf8');
await writeFile(
  file,
  doc.includes('<!-- size:start -->')
    ? doc.replace(/<!-- size:start -->[\s\S]*<!-- size:end -->/, section)
    : `${doc.trimEnd()}\n\n## Bundle size (\`npm run size\`)\n\n${section}\n`,
);

const broken = firstLoadBytes / 1024 > BUDGET_FIRST_LOAD_KB || heavy.some((h) => h.includes('IN the first'));
if (broken) {
  console.error(`Budget exceeded: first load ${kb(firstLoadBytes)} KB (budget ${BUDGET_FIRST_LOAD_KB} KB).`);
  process.exit(1);
}
