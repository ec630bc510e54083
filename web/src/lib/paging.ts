/** Lists (orders, blog) come in pages of 20 (requirements R9). */
export const PAGE_SIZE = 20;

/** A positive whole number written with digits only ("3"); anything else ("1e1", "1.5", "-2", " 2") is null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * An id in an address (`?sid=`, `/blog-detail/7`): digits, not zero; kept as text, as the API's ids
 * are read (a 64-bit id does not fit a number). "07" reads as "7".
 */
export function positiveId(value: string | null | undefined): string | null {
  if (!value || !/^\d{1,30}$/.test(value)) return null;
  const id = value.replace(/^0+/, '');
  return id === '' ? null : id;
}

/** The page of a `?page=` query: a positive integer, else 1. */
export const pageFromSearch = (search: string): number => positiveInt(new URLSearchParams(search).get('page')) ?? 1;

/** Number of pages for a total (at least 1, so an empty list still has its page). */
export function pageCount(total: number, size: number = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.ceil(total / size);
}

/** Pagination is shown only when there is more than one page. */
export const hasPages = (total: number, size: number = PAGE_SIZE) => pageCount(total, size) > 1;
