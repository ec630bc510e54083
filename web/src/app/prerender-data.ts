import routes from 'virtual:api-routes';
import type { ApiClient } from '../lib/api/client';
import { readAnswer } from '#contract/read/routes.js';
import { UnreadableAnswer } from '#contract/read/values.js';
import { answerOf, clientOf } from '../lib/api/request';
import { BLOG_PAGE_SIZE } from '../features/blog/paging';
import { blogDetailKey, blogListKey } from '#contract/page-data.js';
import type { Language } from '../lib/state/preferences';
import { parsePlans } from '../features/pricing/plans';
import { pathTo, paths } from './paths';

/**
 * The API's answers the reading pages are prerendered with, asked at build time from the API at
 * `origin` (site-build/prerender.ts): the blog's first page and every article (docs/decisions/019).
 */
const clientFor = (origin: string, language: Language) =>
  clientOf<ApiClient>(
    routes,
    origin,
    async ({ url, init }) =>
      answerOf(await fetch(url, { ...init, headers: { ...init.headers, platform: 'PC', language } })),
    readAnswer,
  );

/** Every article's address, from the API's list. */
export async function articlePaths(origin: string): Promise<string[]> {
  const client = clientFor(origin, 'en');
  const ids = new Set<string>();
  // Pages until one is empty, short or repeats itself (the list's total is not shown by the spec).
  for (let page = 1; page <= 1000; page++) {
    const res = await client.content.blogList({ query: { page, size: 100 } });
    if (res.status !== 200 || res.body.code !== 'OK') break;
    const { list, totalRecord } = res.body.data;
    const before = ids.size;
    for (const b of list) ids.add(b.id);
    if (list.length < 100 || ids.size === before || (totalRecord !== undefined && ids.size >= totalRecord)) break;
  }
  return [...ids].map((bid) => pathTo('BlogDetail', { bid }));
}

/** The answers the page at `path` shows, keyed as its screen asks for them; {} when it loads none. */
export async function pageData(path: string, language: Language, origin: string): Promise<Record<string, unknown>> {
  try {
    return await askFor(path, language, origin);
  } catch (error) {
    // An answer the spec does not allow: the page is prerendered without it and loads it in the browser.
    if (!(error instanceof UnreadableAnswer)) throw error;
    console.warn(`${path} (${language}) is prerendered without its data: ${error.message}`);
    return {};
  }
}

async function askFor(path: string, language: Language, origin: string): Promise<Record<string, unknown>> {
  const client = clientFor(origin, language);
  if (path === paths.Blog) {
    const res = await client.content.blogList({ query: { page: 1, size: BLOG_PAGE_SIZE } });
    return res.status === 200 && res.body.code === 'OK' ? { [blogListKey(1)]: res.body.data } : {};
  }
  const article = /^\/blog-detail\/(\d+)$/.exec(path);
  if (article) {
    const id = article[1]!;
    const res = await client.content.blogDetail({ params: { id } });
    return res.status === 200 && res.body.code === 'OK' ? { [blogDetailKey(id)]: res.body.data } : {};
  }
  return {};
}

/**
 * The plans of a product line as the pricing page sells them, for the page's structured data
 * (site-build/prerender.ts): name, description and price in `language`, and the billing period.
 */
export async function sharePlans(origin: string, language: Language, domainId: 1 | 2) {
  const res = await clientFor(origin, language).catalog.plans({ query: { client: 3, domainId } });
  if (res.status !== 200 || res.body.code !== 'OK') return [];
  return parsePlans(res.body.data.list).map((plan) => ({
    productLine: domainId,
    name: plan.title[language],
    description: plan.description[language],
    price: Number(plan.price[language]),
    // The provider's product path names its period (muscle-movement-yearly): the contract has no field for it.
    period: /year|annual/i.test(plan.product) ? ('year' as const) : ('month' as const),
  }));
}
