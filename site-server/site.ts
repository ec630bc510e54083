import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HASHED_NEEDLESS_HEADERS, fileKind, headerTrim } from './asset-headers.js';
import { pageLanguage } from './language.js';
import type { ApiReader } from './share/api-reader.js';
import { crawlerSupport } from './share/crawlers.js';

/** Where the build's own files are not: the API, the fake server's tools, uploads and media. */
const NOT_PAGES = ['/api/', '/__dev', '/uploads/', '/media/'];
/** The prerender writes this where the site's origin belongs when SITE_URL was not given. */
const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

/** A folder is inside the root only when it is the root or below it: `web/dist-old` is not in `web/dist`. */
export const within = (root: string, dir: string) =>
  dir === root || dir.startsWith(root.endsWith(sep) ? root : root + sep);

/**
 * The Host header as it may appear in a page (the prerender's origin placeholder, demo and preview
 * builds): a plain host name or address with an optional port, else `localhost`. It never reaches
 * the HTML as written by the client.
 */
export function plainHost(host: string | undefined): string {
  const value = (host ?? '').toLowerCase();
  return /^(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}(?::\d{1,5})?$/.test(value) ||
    /^\[[0-9a-f:.]{2,45}\](?::\d{1,5})?$/.test(value)
    ? value
    : 'localhost';
}

export const CACHE_ASSET = 'public, max-age=31536000, immutable';
export const CACHE_PAGE = 'no-cache';

export type SiteOptions = {
  /** The built site (web/dist). */
  root: string;
  /** Paths that belong to another server on this port (the fake API) and are never pages. */
  foreignPrefixes?: string[];
  /** Where crawler pages read articles (the demo: its own API, in-process); the build's API otherwise. */
  api?: ApiReader;
};

/**
 * Serves a built site: hashed assets cached for a year (precompressed .br/.gz when the build made
 * them), the prerendered page of a path in the visitor's language, the app shell for every other
 * page path. Used by `npm run serve` (production) and the fake server's demo mode alike.
 */
export async function serveSite(
  app: FastifyInstance,
  { root, foreignPrefixes = NOT_PAGES, api }: SiteOptions,
): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built site in ${root}: run npm run build first.`);
  if (!app.hasRequestDecorator('canonicalPath'))
    throw new Error('serveSite needs the canonical path at the edge (canonicalEdge and canonicalRewrite)');
  const shell = existsSync(join(root, 'spa.html')) ? 'spa.html' : 'index.html';
  const crawlers = crawlerSupport(root, api);
  const assets = resolve(root, 'assets') + sep;
  const originOf = (request: FastifyRequest) => `${request.protocol}://${plainHost(request.headers.host)}`;
  crawlers.routes(app, originOf);
  await app.register(fastifyStatic, {
    globIgnore: crawlers.ignored,
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Page paths (directories, prerendered pages, the shell) go through the language-aware route
    // below; precompressed twins (.br, .gz) are only ever chosen by negotiation, never named.
    allowedPath: (pathName) =>
      /\.[a-z0-9]+$/i.test(pathName) &&
      !/\.(br|gz)$/i.test(pathName) &&
      !/(^|\/)(index(\.cn)?|spa)\.html$/.test(pathName),
    // Only the headers that mean something for the file (docs/decisions/097): the path is the file
    // sent, which is the precompressed twin (name.js.br) for any browser.
    setHeaders(reply, path) {
      const hashed = path.startsWith(assets);
      reply.header('Cache-Control', hashed ? CACHE_ASSET : CACHE_PAGE);
      const kind = fileKind(path);
      const { drop, set } = headerTrim(kind);
      for (const name of drop) reply.removeHeader(name);
      reply.headers(set);
      if (hashed && kind !== 'document') for (const name of HASHED_NEEDLESS_HEADERS) reply.removeHeader(name);
    },
  });
  const pages = new Map<string, string>();
  const page = async (file: string) => {
    if (!pages.has(file)) pages.set(file, await readFile(file, 'utf8'));
    return pages.get(file)!;
  };
  app.get('/*', async (request, reply) => {
    // The canonical path (docs/decisions/075): no dot segment, backslash or encoded slash is left.
    let path: string;
    try {
      path = decodeURIComponent(request.canonicalPath);
    } catch {
      return reply.callNotFound();
    }
    // Other servers' paths and missing files (a script, an image) are not pages: they get a real 404.
    if (foreignPrefixes.some((p) => path.startsWith(p)) || /\.[a-z0-9]+$/i.test(path) || path.includes('\0'))
      return reply.callNotFound();
    const dir = normalize(join(root, path));
    const language = pageLanguage(request) === 'cn' ? 'cn' : 'en';
    const name = language === 'cn' ? 'index.cn.html' : 'index.html';
    const file = within(root, dir) && existsSync(join(dir, name)) ? join(dir, name) : null;
    const html = file
      ? await page(file)
      : await crawlers.shellFor(path, language, await page(join(root, shell)), originOf(request));
    return reply
      .header('Cache-Control', CACHE_PAGE)
      .header('Vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(html.includes(ORIGIN_PLACEHOLDER) ? html.split(ORIGIN_PLACEHOLDER).join(originOf(request)) : html);
  });
}
