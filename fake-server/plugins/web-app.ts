import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/__dev', '/uploads/', '/media/'];
const ORIGIN_PLACEHOLDER = '__SITE_ORIGIN__';

/** The visitor's language for choosing a prerendered page: ?lang=, else the cookie the app sets. */
function languageOf(request: FastifyRequest): 'en' | 'cn' {
  const query = (request.query as { lang?: string } | undefined)?.lang;
  if (query === 'cn' || query === 'en') return query;
  return /(?:^|;\s*)ma_lang=cn(?:;|$)/.test(request.headers.cookie ?? '') ? 'cn' : 'en';
}

/**
 * Serves the built site from the same port as the fake API (npm run demo): static files with
 * long-lived caching for hashed assets, the prerendered page of a path in the visitor's language
 * when there is one, and the app shell for every other page path.
 */
export async function webApp(app: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No built site in ${root}: run npm run build first.`);
  const shell = existsSync(join(root, 'spa.html')) ? 'spa.html' : 'index.html';
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // Page paths (directories, prerendered pages, the shell) go through the language-aware fallback.
    allowedPath: (pathName) => /\.[a-z0-9]+$/i.test(pathName) && !/(^|\/)(index(\.cn)?|spa)\.html$/.test(pathName),
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pages = new Map<string, string>();
  const page = async (file: string) => {
    if (!pages.has(file)) pages.set(file, await readFile(file, 'utf8'));
    return pages.get(file)!;
  };
  // Every other GET is a page of the app (registered as a route, so compression and headers apply).
  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0]!);
    // API paths and missing files (a script, an image) are not pages: they get a real 404.
    if (API_PREFIXES.some((p) => path.startsWith(p)) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    const dir = normalize(join(root, path));
    const name = languageOf(request) === 'cn' ? 'index.cn.html' : 'index.html';
    const prerendered = dir.startsWith(root) && existsSync(join(dir, name)) ? join(dir, name) : join(root, shell);
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const html = await page(prerendered);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html.split(ORIGIN_PLACEHOLDER).join(origin));
  });
}
