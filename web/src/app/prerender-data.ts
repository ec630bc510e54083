import routes from 'virtual:api-routes';
import type { ApiClient } from '../lib/api/client';
import { answerOf, clientOf } from '../lib/api/request';
import { BLOG_PAGE_SIZE } from '../features/blog/paging';
import { blogDetailKey, blogListKey } from '../features/blog/prerendered';
import type { Language } from '../lib/state/preferences';
import { parsePlans } from '../features/pricing/plans';
import { pathTo, paths } from './paths';

/**
 * The API's answers the reading pages are prerendered with, asked at build time from the API at
 * `origin` (web/build/prerender.ts): the blog's first page and every article (docs/decisions/019).
 */
const clientFor = (origin: string, language: Language) =>
  clientOf<ApiClient>(routes, origin, async ({ url, init }) =>
    answerOf(await fetch(url, { ...init, headers: { ...init.headers, platform: 'PC', language } })),
  );

/** Every article's address, from the API's list. */
export async function articlePaths(origin: string): Promise<string[]> {
  const client = clientFor(origin, 'en');
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await client.content.blogList({ query: { page, size: 100 } });
    if (res.status !== 200 || res.body.code !== 'OK' || res.body.data.list.length === 0) break;
    ids.push(...res.body.data.list.map((b) => b.id));
    if (ids.length >= res.body.data.totalRecord) break;
  }
  return ids.map((bid) => pathTo('BlogDetail', { bid }));
}

/** The answers the page at `path` shows, keyed as its screen asks for them; {} when it loads none. */
export async function pageData(path: string, language: Language, origin: string): Promise<Record<string, unknown>> {
  const client = clientFor(origin, language);
  if (path === paths.Blog) {
    const res = await client.content.blogList({ query: { page: 1, size: BLOG_PAGE_SIZE } });
    return res.status === 200 && res.body.code === 'OK' ? { [blogListKey(1)]: res.body.data } : {};
  }
  const article = /^\/blog-detail\/(\d+)$/.exec(path);
  if (article) {
    const id = Number(article[1]);
    const res = await client.content.blogDetail({ params: { id } });
    return res.status === 200 && res.body.code === 'OK' ? { [blogDetailKey(id)]: res.body.data } : {};
  }
  return {};
}

/**
 * The plans of a product line as the pricing page sells them, for the page's structured data
 * (web/build/prerender.ts): name, description and price in `language`, and the billing period.
 */
export async function sharePlans(origin: string, language: Language, domainId: 1 | 2) {
  const res = await clientFor(origin, language).catalog.plans({ query: { client: 3, domainId } });
  if (res.status !== 200 || res.body.code !== 'OK') return [];
  return parsePlans(res.body.data.list).map((plan) => ({
    productLine: plan.domainId,
    name: plan.title[language],
    description: plan.description[language],
    price: Number(plan.price[language]),
    // The provider's product path names its period (muscle-movement-yearly): the contract has no field for it.
    period: /year|annual/i.test(plan.product) ? ('year' as const) : ('month' as const),
  }));
}
