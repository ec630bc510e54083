import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, minify } from 'vite';
import { BRAND } from '#contract/brand.js';
import { familyOf, sharePicture } from '../site-server/share/families.js';
import { articleShare, pageArticle } from '../site-server/share/article.js';
import { renderArticlePicture } from './share-photo.js';
import { type SharePage, type SharePlan, escapeAttribute, shareHead } from '../site-server/share/share-head.js';
import { type SiteFacts, SITE_FACTS } from '../site-server/share/site-facts.js';
import { type SitemapEntry, robotsTxt, sitemapXml } from '../site-server/share/sitemap.js';
import { routeNameOf } from '../web/src/app/paths.js';
import { routeManifest, prerenderedRoutes } from '../web/src/app/route-manifest.js';
import { type ViteManifest, entryImports, pageAssets } from './prerender/chunks.js';
import { dataSource } from './prerender/data-source.js';
import { inlineStylesheet, pageDocument, readShell, spaShell, splitHead } from './prerender/template.js';

/**
 * The build's second step (after `vite build`): every page of the route manifest marked
 * `prerender`, and the blog's articles (from the API), as real HTML in both languages, with a
 * title, a description and hreflang alternates for crawlers and the first paint; the app hydrates
 * over it. Output: <dist>/<path>/index.html (English) and index.cn.html (Chinese); <dist>/spa.html
 * is the empty shell for every other path. A page that fails to prerender fails the build.
 */
const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';
const here = dirname(fileURLToPath(import.meta.url));
const web = resolve(here, '../web');
const dist = resolve(process.env.WEB_OUT_DIR ?? join(web, 'dist'));
// One server bundle per output folder: the gate builds the demo and the production site at once.
const ssrDir = join(web, `.ssr-${basename(dist)}`);
const mode = process.argv.includes('--mode') ? process.argv[process.argv.indexOf('--mode') + 1]! : 'production';

await build({
  configFile: join(web, 'vite.config.ts'),
  mode,
  logLevel: 'error',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as {
  renderPage: (path: string, language: 'en' | 'cn', data: Record<string, unknown>) => Promise<string>;
  pageData: (path: string, language: 'en' | 'cn', origin: string) => Promise<Record<string, unknown>>;
  articlePaths: (origin: string) => Promise<string[]>;
  sharePlans: (origin: string, language: 'en' | 'cn', domainId: 1 | 2) => Promise<SharePlan[]>;
  sanitizeIn: (window: unknown) => void;
  pageDataBlock: (data: Record<string, unknown>) => string;
};
// Articles are sanitised at build time as in the browser: DOMPurify in a standards DOM.
server.sanitizeIn(new JSDOM('').window);
const api = await dataSource(mode);

// spa.html keeps Vite's own page from an earlier run, so prerendering twice starts from the same shell.
// (Without the preloads and Mantine styles a previous run gave it: the pages add their own.)
const built = spaShell(
  await readFile(join(dist, existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html'), 'utf8'),
  '',
  [],
);
const shell = readShell(built);
await writeFile(join(dist, 'spa.html'), built);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest;
// A prerendered page paints from its HTML alone, its stylesheets written into it (docs/decisions/158);
// the scripts only hydrate it, so they are asked for once that paint is on screen and leave the
// first paint's bandwidth to the images (docs/decisions/019).
// Minified: its comments and long names were half of what every prerendered page fetches first.
const bootText = await readFile(join(here, 'prerender/hydrate-after-paint.js'), 'utf8');
const boot = await minify('hydrate-after-paint.js', bootText, { module: false });
if (boot.errors.length > 0) throw new Error(`hydrate-after-paint.js: ${boot.errors.map((e) => e.message).join('; ')}`);
const bootSource = boot.code;
const bootFile = `assets/hydrate-after-paint-${createHash('sha256').update(bootSource).digest('hex').slice(0, 8)}.js`;
await writeFile(join(dist, bootFile), bootSource);

/** The built stylesheets' text by address ('/assets/….css'), read once each. */
const stylesheets = new Map<string, string>();
function stylesheet(href: string): string {
  const file = join(dist, href.replace(/^\//, ''));
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(file, 'utf8'));
  return stylesheets.get(href)!;
}

/** The page's stylesheets (written into it) and the script that loads the app with the chunks its route needs. */
function preloads(path: string, language: 'en' | 'cn'): string {
  const name = routeNameOf(path.split('?')[0]!);
  if (!name) throw new Error('no route of the manifest matches it');
  const { page, texts } = routeManifest[name];
  const sources = [
    `src/features/${page}.tsx`,
    `src/locales/${language}/base.ts`,
    ...texts.map((ns) => `src/locales/${language}/${ns}.json`),
  ];
  const { modules, styles } = pageAssets(manifest, shell, sources);
  return [
    ...styles.map((file) => inlineStylesheet(`/${file}`, stylesheet(`/${file}`))),
    `<script defer src="/${bootFile}" data-entry="/${shell.entry}" data-preload="${modules.map((f) => `/${f}`).join(' ')}"></script>`,
  ].join('');
}

function alternates(path: string): string {
  const base = `${ORIGIN_PLACEHOLDER}${path}`;
  return [
    `<link rel="alternate" hreflang="en" href="${base}">`,
    `<link rel="alternate" hreflang="zh-CN" href="${base}${path.includes('?') ? '&' : '?'}lang=cn">`,
    `<link rel="alternate" hreflang="x-default" href="${base}">`,
  ].join('');
}

/** An API that does not answer leaves the reading pages prerendered without data, as without one. */
const unanswered =
  <T>(fallback: T) =>
  (error: unknown) => {
    console.warn(`No prerender data from ${api?.name}: ${(error as Error).message}`);
    return fallback;
  };

/** Each prerendered page's own title, by language and path: an article's breadcrumb names the Blog page. */
const titles = { en: new Map<string, string>(), cn: new Map<string, string>() };
/** The articles' publication times, for the sitemap's lastmod. */
const published = new Map<string, string>();
const PARENTS: Record<string, string> = { '/pricing/patient-education': '/pricing' };
const homeDescription: Partial<Record<'en' | 'cn', string>> = {};
const siteDescription =
  new JSDOM(shell.html).window.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

/** The page's share tags and structured data (docs/decisions/079), from what it rendered. */
async function share(path: string, language: 'en' | 'cn', head: string, data: Record<string, unknown>) {
  const doc = new JSDOM(`<!doctype html><head>${head}</head>`).window.document;
  const suffix = ` | ${BRAND[language]}`;
  const full = doc.querySelector('title')?.textContent ?? BRAND[language];
  const title = full.endsWith(suffix) ? full.slice(0, -suffix.length) : full;
  titles[language].set(path, title);
  const described = doc.querySelector('meta[name="description"]')?.getAttribute('content');
  if (described && path === '/') homeDescription[language] = described;
  // An SVG photo is drawn as a raster share picture (once for both languages).
  const shown = pageArticle(path, data);
  if (shown && api) await renderArticlePicture(shown.id, shown.article.photo, api.origin, dist);
  // Photos are on the API's origin in production, on the site's own in demo builds.
  const article = articleShare(
    path,
    data,
    language,
    { photos: process.env.VITE_API_BASE_URL?.replace(/\/$/, '') || ORIGIN_PLACEHOLDER, site: ORIGIN_PLACEHOLDER },
    (file) => existsSync(join(dist, file)),
  );
  if (article?.published) published.set(path, article.published);
  const parentPath = article ? '/blog' : PARENTS[path];
  const domainId = path === '/pricing' ? 1 : path === '/pricing/patient-education' ? 2 : null;
  const page: SharePage = {
    origin: ORIGIN_PLACEHOLDER,
    path,
    language,
    title,
    // A page without its own description (the 404) shares the home page's, in its language.
    description: article?.description ?? described ?? homeDescription[language] ?? siteDescription,
    image: sharePicture(familyOf(path), language),
    article: article ?? undefined,
    parent: parentPath ? { path: parentPath, title: titles[language].get(parentPath) ?? parentPath } : undefined,
    plans: domainId && api ? await server.sharePlans(api.origin, language, domainId).catch(unanswered([])) : undefined,
  };
  // An article's own description replaces the site's generic one.
  return `${article ? `<meta name="description" content="${escapeAttribute(page.description)}">` : ''}${shareHead(page)}`;
}

/** Mantine's <style> elements, the same on every page: spa.html gets them too. */
let mantineStyles = '';

async function prerender(path: string, language: 'en' | 'cn') {
  const data = api ? await server.pageData(path, language, api.origin).catch(unanswered({})) : {};
  const { head, styles, body } = splitHead(await server.renderPage(path, language, data));
  mantineStyles ||= styles;
  const shared = await share(path, language, head, data);
  // An article's own description (its summary) takes the place of the page's generic one.
  const own = shared.includes('name="description"') ? head.replace(/<meta name="description"[^>]*>/g, '') : head;
  // The CSP forbids inline scripts: a page that needs one to finish must not ship half done.
  if (/<script(?![^>]*\bsrc=)/.test(body)) throw new Error('the rendered page needs an inline script');
  const html = pageDocument(shell, {
    language,
    stylesheet,
    // Mantine's styles last, after every stylesheet, as they came after them in <body>.
    head: `${own}${alternates(path)}${shared}${preloads(path, language)}${styles}`,
    body,
    after: server.pageDataBlock(data),
  });
  const file = join(dist, path === '/' ? '' : path, language === 'en' ? 'index.html' : 'index.cn.html');
  await mkdir(dirname(file), { recursive: true });
  const site = process.env.SITE_URL?.replace(/\/$/, '');
  await writeFile(file, site ? html.split(ORIGIN_PLACEHOLDER).join(site) : html);
}

const articles = api ? await server.articlePaths(api.origin).catch(unanswered<string[]>([])) : [];
const pagePaths = [...prerenderedRoutes.map((name) => routeManifest[name].path), ...articles];
const failed: string[] = [];
for (const path of pagePaths) {
  for (const language of ['en', 'cn'] as const) {
    await prerender(path, language).catch((error: unknown) =>
      failed.push(`${path} (${language}): ${(error as Error).message}`),
    );
  }
}
await api?.close();
await rm(ssrDir, { recursive: true, force: true });
if (!mantineStyles) failed.push("spa.html: no page rendered Mantine's styles");
await writeFile(join(dist, 'spa.html'), spaShell(built, mantineStyles, entryImports(manifest)));

// The sitemap and robots.txt (docs/decisions/079): written when the site's origin is known; the
// site server writes them per request otherwise, and adds articles published after the build.
const site = process.env.SITE_URL?.replace(/\/$/, '') || null;
const entries: SitemapEntry[] = pagePaths.map((path) => ({ path, lastmod: published.get(path) }));
const blogTitle =
  titles.en.get('/blog') && titles.cn.get('/blog')
    ? { en: titles.en.get('/blog')!, cn: titles.cn.get('/blog')! }
    : null;
const facts: SiteFacts = {
  origin: site,
  api: process.env.VITE_API_BASE_URL?.replace(/\/$/, '') || null,
  pages: entries,
  blogTitle,
};
await mkdir(join(dist, '.deploy'), { recursive: true });
await writeFile(join(dist, SITE_FACTS), JSON.stringify(facts));
const robotsBase = await readFile(join(web, 'public/robots.txt'), 'utf8');
if (site) {
  await writeFile(join(dist, 'sitemap.xml'), await sitemapXml(site, entries));
  await writeFile(join(dist, 'robots.txt'), robotsTxt(robotsBase, site));
}
// A page that cannot be prerendered would be served as the empty shell: the build fails instead.
if (failed.length > 0) {
  console.error(`Could not prerender ${failed.length} page(s):\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Prerendered ${pagePaths.length * 2} pages (${pagePaths.length} paths x 2 languages${api ? `, data from ${api.name}` : ''}) into ${dist}.`,
);
