import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, hasPages, pageCount, pageFromSearch, positiveInt } from './paging';

describe('paging', () => {
  it('pages of 20, at least one page', () => {
    expect(PAGE_SIZE).toBe(20);
    expect([0, 10, 20, 21, 45, 46, Number.NaN].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 3, 3, 1]);
    expect([hasPages(20), hasPages(21), hasPages(3, 2)]).toEqual([false, true, true]);
  });

  it('reads only positive whole numbers written with digits', () => {
    expect(positiveInt('3')).toBe(3);
    for (const bad of [null, undefined, '', '0', '-2', '1.5', '1e1', ' 2', 'x', '99999999999999999999'])
      expect(positiveInt(bad), String(bad)).toBeNull();
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch('page=1e1')).toBe(1);
    expect(pageFromSearch('')).toBe(1);
  });
});
