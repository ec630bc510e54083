/** What the blog's pages are prerendered with (web/src/app/prerender-data.ts), by call. */
export const blogListKey = (page: number) => `blogList:${page}`;
export const blogDetailKey = (id: string) => `blogDetail:${id}`;
