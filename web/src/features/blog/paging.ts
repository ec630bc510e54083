import { PAGE_SIZE } from '../../lib/paging';

/** The blog is paged by 20 (requirements R9). */
export const BLOG_PAGE_SIZE = PAGE_SIZE;

/** The list address of a page; page 1 is the plain /blog. */
export const pageHref = (base: string, page: number) => (page > 1 ? `${base}?page=${page}` : base);
