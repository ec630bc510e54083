/** seed-spec §9: the blog is paged by 20. */
export const BLOG_PAGE_SIZE = 20;

/** Number of pages for a total (at least 1, so an empty list still has its page). */
export function pageCount(total: number, size: number = BLOG_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.ceil(total / size);
}

/** Pagination is shown only when there is more than one page. */
export const hasPages = (total: number, size: number = BLOG_PAGE_SIZE) => pageCount(total, size) > 1;

/** The page of a `?page=` query: a positive integer, else 1. */
export function readPage(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** The list address of a page; page 1 is the plain /blog. */
export const pageHref = (base: string, page: number) => (page > 1 ? `${base}?page=${page}` : base);
