import type {
  BlogPosting,
  BreadcrumbList,
  Graph,
  ListItem,
  Offer,
  Organization,
  Product,
  Thing,
  UnitPriceSpecification,
  WebSite,
} from 'schema-dts';
import { BRAND } from '#contract/brand.js';

/**
 * What a crawler and a link-preview bot read in a page's <head> (docs/decisions/079): the
 * canonical address, Open Graph and Twitter card tags and one JSON-LD graph typed with schema-dts.
 * Written at build time by the prerender and, for articles published after the build, by the site
 * server; every value is escaped here.
 */
export type Language = 'en' | 'cn';

export type ShareArticle = {
  id: string;
  title: string;
  description: string;
  /** Absolute address of the share picture (raster). */
  image: string;
  /** ISO 8601; null when the API gave no readable date. */
  published: string | null;
};

export type SharePlan = {
  productLine: 1 | 2;
  name: string;
  description: string;
  price: number;
  period: 'month' | 'year';
};

export type SharePage = {
  /** The site's origin, no trailing slash. */
  origin: string;
  /** The path without the language argument. */
  path: string;
  language: Language;
  /** The page's own title (without the brand) and description, in its language. */
  title: string;
  description: string;
  /** The page family's share picture, absolute or from the site's root. */
  image: { url: string; alt: string };
  article?: ShareArticle;
  /** The parent page of this one, for BreadcrumbList. */
  parent?: { path: string; title: string };
  plans?: SharePlan[];
};

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const LOCALE = { en: 'en_US', cn: 'zh_CN' } as const;
const IN_LANGUAGE = { en: 'en', cn: 'zh-CN' } as const;

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: nothing in it can close the element or open a comment. */
const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The address of a page in a language: English plain, Chinese with `?lang=cn` (as the hreflang links). */
export const pageUrl = (origin: string, path: string, language: Language) =>
  `${origin}${path}${language === 'cn' ? `${path.includes('?') ? '&' : '?'}lang=cn` : ''}`;

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

function structuredData(page: SharePage): Graph {
  const { origin, language } = page;
  const url = pageUrl(origin, page.path, language);
  const orgId = `${origin}/#organization`;
  const organization: Organization = {
    '@type': 'Organization',
    '@id': orgId,
    name: BRAND[language],
    alternateName: BRAND[language === 'en' ? 'cn' : 'en'],
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: BRAND[language],
    url: `${origin}/`,
    inLanguage: IN_LANGUAGE[language],
    publisher: { '@id': orgId },
  };
  const graph: Thing[] = [organization, website];
  if (page.parent) {
    const item = (position: number, name: string, path: string): ListItem => ({
      '@type': 'ListItem',
      position,
      name,
      item: pageUrl(origin, path, language),
    });
    const breadcrumbs: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      itemListElement: [item(1, page.parent.title, page.parent.path), item(2, page.title, page.path)],
    };
    graph.push(breadcrumbs);
  }
  if (page.article) {
    const posting: BlogPosting = {
      '@type': 'BlogPosting',
      headline: page.article.title,
      description: page.article.description,
      image: page.article.image,
      ...(page.article.published
        ? { datePublished: page.article.published, dateModified: page.article.published }
        : {}),
      inLanguage: IN_LANGUAGE[language],
      author: { '@id': orgId },
      publisher: { '@id': orgId },
      mainEntityOfPage: url,
    };
    graph.push(posting);
  }
  for (const plan of page.plans ?? []) {
    const priceSpecification: UnitPriceSpecification = {
      '@type': 'UnitPriceSpecification',
      price: plan.price,
      priceCurrency: 'USD',
      billingDuration: plan.period === 'year' ? 'P1Y' : 'P1M',
      unitCode: plan.period === 'year' ? 'ANN' : 'MON',
    };
    const offer: Offer = {
      '@type': 'Offer',
      price: plan.price,
      priceCurrency: 'USD',
      priceSpecification,
      availability: 'https://schema.org/InStock',
      url,
    };
    const product: Product = {
      '@type': 'Product',
      name: plan.name,
      description: plan.description,
      image: absolute(origin, page.image.url),
      brand: { '@type': 'Brand', name: BRAND[language] },
      offers: offer,
    };
    graph.push(product);
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** The tags, as markup for the page's <head>. */
export function shareHead(page: SharePage): string {
  const { origin, language } = page;
  const url = pageUrl(origin, page.path, language);
  const other: Language = language === 'en' ? 'cn' : 'en';
  const image = page.article?.image ?? absolute(origin, page.image.url);
  const alt = page.article ? page.article.title : page.image.alt;
  const meta = (key: 'property' | 'name', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;
  return [
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', page.article ? 'article' : 'website'),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', alt),
    meta('property', 'og:locale', LOCALE[language]),
    meta('property', 'og:locale:alternate', LOCALE[other]),
    meta('property', 'og:site_name', BRAND[language]),
    ...(page.article?.published ? [meta('property', 'article:published_time', page.article.published)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', alt),
    `<script type="application/ld+json">${jsonInScript(structuredData(page))}</script>`,
  ].join('');
}
