import type { SitemapEntry } from './sitemap.js';

/** What the build knows that the site server needs for crawlers (web/dist/.deploy/site.json). */
export type SiteFacts = {
  /** SITE_URL, or null (demo and preview builds: the request's origin stands in). */
  origin: string | null;
  /** VITE_API_BASE_URL, or null when the API is on the site's own origin (demo builds). */
  api: string | null;
  /** The prerendered pages, articles with their lastmod. */
  pages: SitemapEntry[];
  /** The Blog page's title in each language: the parent in an article's breadcrumbs. */
  blogTitle: { en: string; cn: string } | null;
};

export const SITE_FACTS = '.deploy/site.json';
