import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BRAND } from '#contract/brand.js';
import { BlogListItemSchema } from '#contract/entities.js';
import { type ApiReader, cache, fetchApi } from './api-reader.js';
import {
  type ArticleFacts,
  ArticleAnswerSchema,
  articleFacts,
  articleId,
  publishedIso,
  shareArticle,
} from './article.js';
import { sharePicture } from './families.js';
import { type Language, escapeAttribute, shareHead } from './share-head.js';
import { SITE_FACTS, type SiteFacts } from './site-facts.js';
import { type SitemapEntry, robotsTxt, sitemapXml } from './sitemap.js';

/**
 * What crawlers and link-preview bots get from `npm run serve` (and the demo) beyond the
 * prerendered pages (docs/decisions/079 and 095): `/sitemap.xml` and `/robots.txt` for the
 * request's origin when the build did not know it, the sitemap extended with articles published
 * after the build, and, for such an article, the shell with its own title, description, share tags
 * and JSON-LD. The answers come from `api`, the configured API (the build's, or the demo's own
 * in-process), never from a Host a request names; cached 5 minutes by what they depend on (the
 * article's id and language), while the origin a page names is the request's own, never cached.
 * When the API does not answer, the page is the plain shell.
 */
export function crawlerSupport(root: string, reader?: ApiReader) {
  const file = join(root, SITE_FACTS);
  const facts: SiteFacts = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as SiteFacts)
    : { origin: null, api: null, pages: [], blogTitle: null };
  const api: ApiReader | null = reader ?? (facts.api ? fetchApi(facts.api) : null);
  const robotsFile = join(root, 'robots.txt');
  const robotsBase = existsSync(robotsFile)
    ? readFileSync(robotsFile, 'utf8').replace(/\n*Sitemap:.*\n?/g, '\n')
    : 'User-agent: *\nAllow: /\n';
  const known = new Set(facts.pages.map((p) => p.path));
  const articles = cache<ArticleFacts | null>();
  const latest = cache<SitemapEntry[]>();

  /** What a card needs of an article as the API answers it (its content kept only as its summary). */
  const article = (id: string, language: Language) =>
    articles(`${id}:${language}`, async () => {
      const parsed = api ? ArticleAnswerSchema.safeParse(await api(`/api/information/detail/${id}`, language)) : null;
      return parsed?.success ? articleFacts(parsed.data, language) : null;
    });

  /** The newest articles the API lists that the build did not prerender. */
  const newArticles = () =>
    latest('list', async () => {
      const data = api ? await api('/api/information/list?page=1&size=100', 'en') : null;
      const list = data && typeof data === 'object' ? (data as { list?: unknown }).list : null;
      return (Array.isArray(list) ? list : []).flatMap((raw) => {
        const item = BlogListItemSchema.safeParse(raw);
        if (!item.success) return [];
        const path = `/blog-detail/${item.data.id}`;
        if (known.has(path)) return [];
        const lastmod = publishedIso(item.data.createTime);
        return [{ path, ...(lastmod ? { lastmod } : {}) }];
      });
    });

  return {
    /** Files the static plugin must leave to these routes. */
    ignored: ['sitemap.xml', 'sitemap.xml.*', 'robots.txt', 'robots.txt.*'],
    routes(app: FastifyInstance, originOf: (request: FastifyRequest) => string) {
      const siteOrigin = (request: FastifyRequest) => facts.origin ?? originOf(request);
      // Without SITE_URL the text names the request's origin: no shared cache keeps it for others.
      const caching = facts.origin ? 'public, max-age=600' : 'no-cache';
      app.get('/sitemap.xml', async (request, reply) => {
        const xml = await sitemapXml(siteOrigin(request), [...facts.pages, ...(await newArticles())]);
        return reply.header('Cache-Control', caching).type('application/xml; charset=utf-8').send(xml);
      });
      app.get('/robots.txt', async (request, reply) =>
        reply
          .header('Cache-Control', caching)
          .type('text/plain; charset=utf-8')
          .send(robotsTxt(robotsBase, siteOrigin(request))),
      );
    },
    /**
     * The shell for a path that was not prerendered: an article gets its own head when the API
     * knows it; anything else is the shell as built. Its text is inserted by replacement
     * functions, never read as a replacement pattern.
     */
    async shellFor(path: string, language: Language, shell: string, origin: string) {
      const id = articleId(path);
      if (id === null) return shell;
      const found = await article(id, language);
      if (!found) return shell;
      const site = facts.origin ?? origin;
      const shared = shareArticle(id, found, language, { photos: facts.api ?? origin, site }, (picture) =>
        existsSync(join(root, picture)),
      );
      const head = shareHead({
        origin: site,
        path,
        language,
        title: shared.title,
        description: shared.description,
        image: sharePicture('blog', language),
        article: shared,
        parent: { path: '/blog', title: facts.blogTitle?.[language] ?? '/blog' },
      });
      return shell
        .replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeAttribute(`${shared.title} | ${BRAND[language]}`)}</title>`,
        )
        .replace(
          /<meta name="description" content="[^"]*"\s*\/?>/,
          () => `<meta name="description" content="${escapeAttribute(shared.description)}">`,
        )
        .replace('</head>', () => `${head}</head>`);
    },
  };
}
