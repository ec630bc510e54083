import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Received } from './received.js';

/**
 * What each library costs a page (`npm run size -- --libraries`): every script the page received is
 * split by the build's source maps (hidden maps: the files themselves are byte for byte the ones
 * shipped) into the sources its characters came from, each source is put in its library's bucket,
 * and the script's received body is shared among its buckets in proportion to each bucket's code
 * compressed alone (brotli, as served). Response headers are a bucket of their own. The buckets of
 * a page add up to what the page received.
 */
export const LIBRARIES = [
  ['react-dom', /node_modules\/(react-dom|scheduler)\//],
  ['react', /node_modules\/react\//],
  ['mantine core', /node_modules\/@mantine\/core\//],
  ['mantine hooks', /node_modules\/@mantine\/hooks\//],
  ['mantine form', /node_modules\/@mantine\/form\//],
  ['mantine notifications', /node_modules\/@mantine\/(notifications|store)\//],
  ['mantine modals', /node_modules\/@mantine\/modals\//],
  [
    'floating-ui, scroll lock',
    /node_modules\/(@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|react-number-format|react-textarea-autosize|react-transition-group|clsx)/,
  ],
  ['i18next', /node_modules\/i18next\//],
  ['react-i18next', /node_modules\/(react-i18next|html-parse-stringify|void-elements)\//],
  ['wouter', /node_modules\/(wouter|regexparam|mitt)\//],
  ['valtio', /node_modules\/(valtio|proxy-compare|use-sync-external-store)\//],
  ['zod', /node_modules\/zod\//],
  ['dompurify', /node_modules\/dompurify\//],
  ['embla', /node_modules\/embla-carousel/],
  ['other libraries', /node_modules\//],
  ['locale texts', /\/web\/src\/locales\/|\.json$/],
  ['contract', /\/contract\//],
  // A file built without a map (the prerender's hydrate-after-paint script) is ours.
  ['app code', /\/web\/src\/|^\(no map\)/],
] as const satisfies ReadonlyArray<readonly [string, RegExp]>;

const LOCALES = /\/web\/src\/locales\//;

export type Bucket = (typeof LIBRARIES)[number][0] | 'bundler glue' | 'headers';
export const BUCKETS: Bucket[] = [...LIBRARIES.map(([name]) => name), 'bundler glue', 'headers'];

export const bucketOf = (source: string): Bucket =>
  LIBRARIES.find(([, pattern]) => pattern.test(source))?.[0] ?? 'bundler glue';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings`, decoded: per generated line, each segment's column and source index. */
function decodeMappings(mappings: string): Array<Array<{ column: number; source: number | null }>> {
  const lines: Array<Array<{ column: number; source: number | null }>> = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: Array<{ column: number; source: number | null }> = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push({ column, source: fields.length > 1 ? source : null });
    }
    lines.push(segments);
  }
  return lines;
}

const brotli = (text: string) =>
  text.length === 0 ? 0 : brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const GLUE = '(no source)';

/** The build's manifest, read once per build: the source of each chunk the bundler made from one (a text file, say). */
const manifests = new Map<string, Promise<Map<string, string>>>();
function sourceOfChunk(dist: string, file: string) {
  if (!manifests.has(dist))
    manifests.set(
      dist,
      readFile(join(dist, '.vite/manifest.json'), 'utf8').then((text) => {
        const entries = Object.entries(JSON.parse(text) as Record<string, { file: string; src?: string }>);
        return new Map(entries.map(([key, chunk]) => [chunk.file, resolve(dist, '..', chunk.src ?? key)]));
      }),
    );
  return manifests.get(dist)!.then((sources) => sources.get(relative(dist, file)));
}

/**
 * One script file's code by source (the characters each source left in it, in order), sources as
 * absolute paths. A file without a map, or whose map names no source (a JSON text file), is all its
 * manifest source's, or our own (the prerender's hydrate-after-paint script).
 */
async function splitFile(dist: string, file: string): Promise<Map<string, string>> {
  const code = await readFile(file, 'utf8');
  const mapText = await readFile(`${file}.map`, 'utf8').catch(() => null);
  const map = mapText === null ? null : (JSON.parse(mapText) as { sources: string[]; mappings: string });
  if (!map || map.sources.length === 0)
    return new Map([[(await sourceOfChunk(dist, file)) ?? `(no map) ${file}`, code]]);
  const bySource = new Map<string, string[]>();
  const decoded = decodeMappings(map.mappings);
  code.split('\n').forEach((line, index) => {
    const segments = decoded[index] ?? [];
    const take = (from: number, to: number, source: number | null) => {
      if (to <= from) return;
      const key = source === null ? GLUE : resolve(dirname(file), map.sources[source]!);
      const parts = bySource.get(key) ?? [];
      parts.push(line.slice(from, to));
      bySource.set(key, parts);
    };
    take(0, segments[0]?.column ?? line.length, null);
    segments.forEach((s, i) => take(s.column, segments[i + 1]?.column ?? line.length, s.source));
  });
  return new Map([...bySource].map(([source, parts]) => [source, parts.join('\n')]));
}

/** Each file's groups compressed alone, per file and grouping (the same file comes with many pages). */
const cache = new Map<string, Promise<Map<string, number>>>();

async function compressedGroups(dist: string, file: string, grouping: string, group: (source: string) => string) {
  const key = `${grouping}\0${file}`;
  if (!cache.has(key))
    cache.set(
      key,
      splitFile(dist, file).then((bySource) => {
        const texts = new Map<string, string[]>();
        // A file of texts alone: its unmapped code is the texts too (JSON modules have no maps).
        const named = [...bySource.keys()].filter((source) => source !== GLUE);
        const onlyTexts = named.length > 0 && named.every((source) => LOCALES.test(source));
        for (const [source, text] of bySource) {
          const name = source === GLUE ? (onlyTexts ? group(named[0]!) : 'bundler glue') : group(source);
          texts.set(name, [...(texts.get(name) ?? []), text]);
        }
        return new Map([...texts].map(([name, parts]) => [name, brotli(parts.join('\n'))]));
      }),
    );
  return cache.get(key)!;
}

/**
 * What the scripts a page received cost it, by group: each script's body shared among its groups
 * in proportion to each group's code compressed alone; the headers a group of their own.
 */
async function shares(dist: string, scripts: Received[], grouping: string, group: (source: string) => string) {
  const total = new Map<string, number>([['headers', 0]]);
  const add = (name: string, bytes: number) => total.set(name, (total.get(name) ?? 0) + bytes);
  for (const script of scripts) {
    add('headers', script.headers);
    const alone = await compressedGroups(dist, join(dist, script.path.replace(/^\/+/, '')), grouping, group);
    const whole = [...alone.values()].reduce((a, b) => a + b, 0);
    for (const [name, bytes] of alone) add(name, (script.body * bytes) / whole);
  }
  return total;
}

/** What each library (and our code, texts, headers) cost a page, in received bytes: they add up to its scripts. */
export const byLibrary = (dist: string, scripts: Received[]) =>
  shares(dist, scripts, 'library', bucketOf) as Promise<Map<Bucket, number>>;

const MANTINE_CORE = /node_modules\/@mantine\/core\/esm\/(?:components\/([^/]+)|(core)\/([^/]+))/;

/** Mantine's core by piece (each component; the provider, styles API and helpers of `core/` by folder) on one page. */
export async function mantinePieces(dist: string, scripts: Received[]) {
  const total = await shares(dist, scripts, 'mantine', (source) => {
    const match = MANTINE_CORE.exec(source);
    return match ? (match[1] ?? `core/${match[3]}`) : 'not mantine core';
  });
  for (const other of ['headers', 'bundler glue', 'not mantine core']) total.delete(other);
  return [...total].sort((a, b) => b[1] - a[1]);
}
