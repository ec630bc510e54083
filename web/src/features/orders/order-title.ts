import type { Order } from '#contract/entities.js';

/**
 * seed-spec §2: the English site always calls an order 'Softs Subscription' (`englishTitle`);
 * the Chinese site shows the order's own title, or '--' without one.
 */
export function orderTitle(order: Pick<Order, 'title'>, language: string, englishTitle: string): string {
  if (language !== 'cn') return englishTitle;
  return order.title.trim() || '--';
}

/** Pages of 20 (seed-spec §9). */
export const ORDER_PAGE_SIZE = 20;

export function pageCount(totalRecord: number, size = ORDER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalRecord / size));
}

/** A page number from the address bar, kept inside 1..∞. */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
