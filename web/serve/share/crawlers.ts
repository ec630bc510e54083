import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BlogDetailSchema, BlogListItemSchema } from '#contract/entities.js';
import { BRAND } from '#contract/brand.js';
import { articleId, shareArticle } from './article.js';
import { sharePicture } from './families.js';
import { type Language, escapeAttribute, shareHead } from './share-head.js';
import { SITE_FACTS, type SiteFacts } from './site-facts.js';
import { type SitemapEntry, robotsTxt, sitemapXml } from './sitemap.js';

const TIMEOUT_MS = 1500;
const TTL_MS = 5 * 60_000;
const MAX_CACHED = 500;

/** A small cache with a time to live and a bound: the oldest entry goes first. */
function cache<T>() {
  const entries = new Map<string, { value: T; until: number }>();
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await load();
    entries.delete(key);
    entries.set(key, { value, until: Date.now() + TTL_MS });
    while (entries.size > MAX_CACHED) entries.delete(entries.keys().next().value!);
    return value;
  };
}

/** One API answer's `data`, or null: a slow, failing or malformed answer never becomes an error. */
async function apiData(url: string, language: Language): Promise<unknown> {
  try {
    const res = await fetch(url, {
      headers: { platform: 'PC', language },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { code?: string; data?: unknown };
    return body.code === 'OK' ? body.data : null;
  } catch {
    return null;
  }
}

/**
 * What crawlers and link-preview bots get from `npm run serve` beyond the prerendered pages
 * (docs/decisions/079): `/sitemap.xml` and `/robots.txt` for the request's origin when the build
 * did not know it, the sitemap extended with articles published after the build, and, for such an
 * article, the shell with its own title, description, share tags and JSON-LD, asked from the API
 * server-side (1.5 s timeout, cached 5 minutes, at most 500 entries). When the API does not answer,
 * the page is the plain shell.
 */
export function crawlerSupport(root: string) {
  const file = join(root, SITE_FACTS);
  const facts: SiteFacts = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as SiteFacts)
    : { origin: null, api: null, pages: [], blogTitle: null };
  const robotsFile = join(root, 'robots.txt');
  const robotsBase = existsSync(robotsFile)
    ? readFileSync(robotsFile, 'utf8').replace(/\n*Sitemap:.*\n?/g, '\n')
    : 'User-agent: *\nAllow: /\n';
  const known = new Set(facts.pages.map((p) => p.path));
  const articles = cache<ReturnType<typeof shareArticle> | null>();
  const latest = cache<SitemapEntry[]>();

  const apiBase = (origin: string) => facts.api ?? origin;

  async function article(origin: string, id: string, language: Language) {
    return articles(`${id}:${language}`, async () => {
      const parsed = BlogDetailSchema.safeParse(
        await apiData(`${apiBase(origin)}/api/information/detail/${id}`, language),
      );
      return parsed.success
        ? shareArticle(
            { ...parsed.data, id: parsed.data.id ?? id },
            language,
            { photos: facts.api ?? origin, site: facts.origin ?? origin },
            (path) => existsSync(join(root, path)),
          )
        : null;
    });
  }

  /** The newest articles the API lists that the build did not prerender. */
  async function newArticles(origin: string): Promise<SitemapEntry[]> {
    return latest('list', async () => {
      const data = (await apiData(`${apiBase(origin)}/api/information/list?page=1&size=100`, 'en')) as {
        list?: unknown[];
      } | null;
      return (data?.list ?? []).flatMap((raw) => {
        const item = BlogListItemSchema.safeParse(raw);
        if (!item.success) return [];
        const path = `/blog-detail/${item.data.id}`;
        if (known.has(path)) return [];
        const time = item.data.createTime ? new Date(item.data.createTime) : null;
        return [{ path, ...(time && !Number.isNaN(time.getTime()) ? { lastmod: time.toISOString() } : {}) }];
      });
    });
  }

  return {
    /** Files the static plugin must leave to these routes. */
    ignored: ['sitemap.xml', 'sitemap.xml.*', 'robots.txt', 'robots.txt.*'],
    routes(app: FastifyInstance, originOf: (request: FastifyRequest) => string) {
      const siteOrigin = (request: FastifyRequest) => facts.origin ?? originOf(request);
      app.get('/sitemap.xml', async (request, reply) => {
        const origin = siteOrigin(request);
        const xml = await sitemapXml(origin, [...facts.pages, ...(await newArticles(origin))]);
        return reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(xml);
      });
      app.get('/robots.txt', async (request, reply) =>
        reply
          .header('Cache-Control', 'public, max-age=600')
          .type('text/plain; charset=utf-8')
          .send(robotsTxt(robotsBase, siteOrigin(request))),
      );
    },
    /**
     * The shell for a path that was not prerendered: an article gets its own head when the API
     * knows it; anything else is the shell as built.
     */
    async shellFor(path: string, language: Language, shell: string, origin: string) {
      const id = articleId(path);
      if (id === null) return shell;
      const found = await article(origin, id, language);
      if (!found) return shell;
      const site = facts.origin ?? origin;
      const head = shareHead({
        origin: site,
        path,
        language,
        title: found.title,
        description: found.description,
        image: sharePicture('blog', language),
        article: found,
        parent: { path: '/blog', title: facts.blogTitle?.[language] ?? '/blog' },
      });
      return shell
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(`${found.title} | ${BRAND[language]}`)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*"\s*\/?>/,
          `<meta name="description" content="${escapeAttribute(found.description)}">`,
        )
        .replace('</head>', `${head}</head>`);
    },
  };
}
