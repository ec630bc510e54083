import { esc } from './html.js';

/** Rows of a long list the dashboard shows at once. */
export const DASHBOARD_PAGE_SIZE = 50;

export type PageQuery = Record<string, string | undefined>;

/**
 * One page of a list, newest first, read from either end without copying the whole list (a
 * database of 100,000 messages costs the same page as one of 10).
 */
export function newestFirst<T>(list: readonly T[], order: 'newest-first' | 'oldest-first', page: number): T[] {
  const start = (page - 1) * DASHBOARD_PAGE_SIZE;
  if (order === 'newest-first') return list.slice(start, start + DASHBOARD_PAGE_SIZE);
  const end = Math.max(0, list.length - start);
  return list.slice(Math.max(0, end - DASHBOARD_PAGE_SIZE), end).reverse();
}

/** The page of list `name` asked for in the query (?contacts=3), clamped to the pages there are. */
export function pageOf(query: PageQuery, name: string, total: number): number {
  const pages = Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE));
  const asked = Number.parseInt(query[name] ?? '1', 10);
  return Number.isSafeInteger(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
}

/** "Page 2 of 2,000 · Newer · Older" links that keep the other lists' pages. */
export function pager(query: PageQuery, name: string, total: number, page: number): string {
  const pages = Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE));
  if (pages === 1) return '';
  const link = (to: number, label: string) => {
    const params = new URLSearchParams(
      Object.entries({ ...query, [name]: String(to) }).filter((e): e is [string, string] => e[1] !== undefined),
    );
    return `<a href="/__dev?${esc(params.toString())}#${name}">${label}</a>`;
  };
  const parts = [`Page ${page.toLocaleString('en')} of ${pages.toLocaleString('en')}`];
  if (page > 1) parts.push(link(page - 1, '← Newer'));
  if (page < pages) parts.push(link(page + 1, 'Older →'));
  return `<p class="muted pager">${parts.join(' · ')}</p>`;
}
