import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import { dataSource } from './prerender/data-source.js';
import { PUBLIC_PAGES } from './prerender/pages.js';

/**
 * Prerenders the public pages in both languages after `vite build`: real HTML with a title, a
 * description and hreflang alternates for crawlers and the first paint; the app hydrates over it.
 * Output: web/dist/<path>/index.html (English) and index.cn.html (Chinese); web/dist/spa.html is
 * the empty shell for every other path.
 */
const PUBLIC_PATHS = PUBLIC_PAGES.map((p) => p.path);
const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

const root = resolve('.');
const dist = resolve(process.env.WEB_OUT_DIR ?? 'web/dist');
const ssrDir = resolve('web/.ssr');
const mode = process.argv.includes('--mode') ? process.argv[process.argv.indexOf('--mode') + 1]! : 'production';

await build({
  configFile: join(root, 'web/vite.config.ts'),
  mode,
  logLevel: 'error',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as {
  renderPage: (path: string, language: 'en' | 'cn', data: Record<string, unknown>) => Promise<string>;
  pageData: (path: string, language: 'en' | 'cn', origin: string) => Promise<Record<string, unknown>>;
  articlePaths: (origin: string) => Promise<string[]>;
  sanitizeIn: (window: unknown) => void;
  routeSourceOf: (path: string) => string | null;
  routeTextsOf: (path: string) => readonly string[];
  pageDataBlock: (data: Record<string, unknown>) => string;
};
// Articles are sanitised at build time as in the browser: DOMPurify in a standards DOM.
server.sanitizeIn(new JSDOM('').window);
const api = await dataSource(mode);

// The render-blocking stylesheets first in <head>, so the browser asks for them before the scripts.
// spa.html keeps Vite's own page from an earlier run, so prerendering twice starts from the same shell.
const built = await readFile(join(dist, existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html'), 'utf8');
const mainStyles = [...built.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).join('');
// A prerendered page paints from its HTML and stylesheets alone; the scripts only hydrate it, so
// they are asked for once that paint is on screen (scripts/prerender/hydrate-after-paint.js) and
// leave the first paint's bandwidth to the stylesheets and images (docs/decisions/019).
const entryFile = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(built)?.[1];
if (!entryFile) throw new Error('the built page has no entry script');
const templateModules = [...built.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!);
const template = built
  .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
  .replace('<!--head-->', `${mainStyles}<!--head-->`)
  .replace(/\s*<script type="module"[^>]*><\/script>/, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
const bootSource = await readFile(join(root, 'scripts/prerender/hydrate-after-paint.js'));
const bootFile = `assets/hydrate-after-paint-${createHash('sha256').update(bootSource).digest('hex').slice(0, 8)}.js`;
await writeFile(join(dist, bootFile), bootSource);
type Chunk = { file: string; imports?: string[]; css?: string[] };
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const linkedByTemplate = new Set([...built.matchAll(/href="\/([^"]+\.css)"/g)].map((m) => m[1]!));
/**
 * What a page needs before it can hydrate (its route, its language): the stylesheets of the route
 * (without them the prerendered page would paint unstyled), and the script that loads the app with
 * the list of chunks to fetch alongside its entry.
 */
function preloads(sources: string[]): string {
  const files = new Set<string>(templateModules);
  const styles = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(walk);
  };
  for (const src of sources) {
    const key = Object.keys(manifest).find((k) => k.includes(src));
    if (key) walk(key);
  }
  const modules = [...files].map((f) => `/${f}`).join(' ');
  return [
    ...[...styles].filter((f) => !linkedByTemplate.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<script defer src="/${bootFile}" data-entry="/${entryFile}" data-preload="${modules}"></script>`,
  ].join('');
}
await writeFile(join(dist, 'spa.html'), built);

/** React emits hoisted <title> and <meta> first; they belong in <head>. */
function splitHead(html: string) {
  let rest = html;
  const head: string[] = [];
  for (;;) {
    const match = /^(<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/.exec(rest);
    if (!match) break;
    head.push(match[1]!);
    rest = rest.slice(match[1]!.length);
  }
  return { head: head.join(''), body: rest };
}

/** An API that does not answer leaves the reading pages prerendered without data, as without one. */
const unanswered = <T>(fallback: T) => (error: unknown) => {
  console.warn(`No prerender data from ${api?.name}: ${(error as Error).message}`);
  return fallback;
};
const pagePaths = [...PUBLIC_PATHS, ...(api ? await server.articlePaths(api.origin).catch(unanswered<string[]>([])) : [])];
let count = 0;
const failed: string[] = [];
for (const path of pagePaths) {
  for (const language of ['en', 'cn'] as const) {
    try {
      const data = api ? await server.pageData(path, language, api.origin).catch(unanswered({})) : {};
      const { head, body } = splitHead(await server.renderPage(path, language, data));
      // The CSP forbids inline scripts: a page that needs one to finish must not ship half done.
      if (/<script(?![^>]*\bsrc=)/.test(body)) throw new Error('the rendered page needs an inline script');
      const base = `${ORIGIN_PLACEHOLDER}${path}`;
      const alternates = [
        `<link rel="alternate" hreflang="en" href="${base}">`,
        `<link rel="alternate" hreflang="zh-CN" href="${base}${path.includes('?') ? '&' : '?'}lang=cn">`,
        `<link rel="alternate" hreflang="x-default" href="${base}">`,
      ].join('');
      const html = template
        .replace(/<html lang="[^"]*">/, `<html lang="${language === 'cn' ? 'zh-CN' : 'en'}">`)
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta name="description"[^>]*>/, (m) => (head.includes('name="description"') ? '' : m))
        .replace('<!--head-->', `${head}${alternates}${preloads([server.routeSourceOf(path) ?? '', `locales/${language}/base`, ...server.routeTextsOf(path).map((ns) => `locales/${language}/${ns}.json`)])}`)
        .replace('<div id="root"><!--app--></div>', `<div id="root" data-prerendered="${language}">${body}</div>${server.pageDataBlock(data)}`);
      const file = join(dist, path === '/' ? '' : path, language === 'en' ? 'index.html' : 'index.cn.html');
      await mkdir(dirname(file), { recursive: true });
      const site = process.env.SITE_URL?.replace(/\/$/, '');
      await writeFile(file, site ? html.split(ORIGIN_PLACEHOLDER).join(site) : html);
      count++;
    } catch (error) {
      failed.push(`${path} (${language}): ${(error as Error).message}`);
    }
  }
}
await api?.close();
await rm(ssrDir, { recursive: true, force: true });
// A page that cannot be prerendered would be served as the empty shell: the build fails instead.
if (failed.length > 0) {
  console.error(`Could not prerender ${failed.length} page(s):\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
console.log(`Prerendered ${count} pages (${pagePaths.length} paths x 2 languages${api ? `, data from ${api.name}` : ''}) into ${dist}.`);
