import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { pageUrl } from './share-head.js';

/** A page the sitemap lists; `lastmod` for articles. */
export type SitemapEntry = { path: string; lastmod?: string };

/** Pages that are not for search: forms, mail landings, the 404 (docs/decisions/079). */
const UNLISTED = /^\/(login|register|forget|404|active\/|help-email|account-settings|order)(\/|$|-)/;
export const listedInSitemap = (path: string) => !UNLISTED.test(path);

/**
 * The sitemap of a site at `origin` (the `sitemap` package writes and escapes it): each page in
 * English and in Chinese, each with its `xhtml:link` alternates (en, zh-CN, x-default).
 */
export async function sitemapXml(origin: string, entries: readonly SitemapEntry[]): Promise<string> {
  const items = entries
    .filter((e) => listedInSitemap(e.path))
    .flatMap((entry) => {
      const links = [
        { lang: 'en', url: pageUrl(origin, entry.path, 'en') },
        { lang: 'zh-CN', url: pageUrl(origin, entry.path, 'cn') },
        { lang: 'x-default', url: pageUrl(origin, entry.path, 'en') },
      ];
      return (['en', 'cn'] as const).map((language) => ({
        url: pageUrl(origin, entry.path, language),
        links,
        ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
      }));
    });
  const stream = new SitemapStream({
    hostname: origin,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/** robots.txt with the sitemap's absolute address. */
export const robotsTxt = (base: string, origin: string) => `${base.trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`;
