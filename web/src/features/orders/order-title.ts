import type { Order } from '#contract/entities.js';
import { PAGE_SIZE } from '../../lib/paging';

/**
 * requirements R2: the English site always calls an order 'Softs Subscription' (`englishTitle`);
 * the Chinese site shows the order's own title, or '--' without one.
 */
export function orderTitle(order: Pick<Order, 'title'>, language: string, englishTitle: string): string {
  if (language !== 'cn') return englishTitle;
  return order.title.trim() || '--';
}

/** Pages of 20. */
export const ORDER_PAGE_SIZE = PAGE_SIZE;
