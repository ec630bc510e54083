/**
 * The answers a prerendered page carries, by call (web/src/app/prerender-data.ts writes them, the
 * blog's screens read them, the site server's crawler pages find an article's by its key).
 */
export const blogListKey = (page: number) => `blogList:${page}`;
export const blogDetailKey = (id: string) => `blogDetail:${id}`;

/**
 * The zone a published date belongs to (docs/decisions/077): the publisher's, so a prerendered
 * article shows the same date to every visitor; the API writes its wall times in it (requirements D3).
 */
export const PUBLISHER_ZONE = 'Asia/Shanghai';
