import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, hasPages, pageCount, pageHref, readPage } from './paging';

describe('blog paging', () => {
  it('pages by 20', () => {
    expect(BLOG_PAGE_SIZE).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45)).toBe(3);
    expect(pageCount(Number.NaN)).toBe(1);
  });

  it('shows pagination only when there is more than one page', () => {
    expect(hasPages(10)).toBe(false);
    expect(hasPages(20)).toBe(false);
    expect(hasPages(21)).toBe(true);
    expect(hasPages(3, 2)).toBe(true);
  });

  it('reads the page from the query, falling back to 1', () => {
    expect(readPage('')).toBe(1);
    expect(readPage('?page=3')).toBe(3);
    expect(readPage('page=0')).toBe(1);
    expect(readPage('page=-2')).toBe(1);
    expect(readPage('page=abc')).toBe(1);
    expect(readPage('page=2.5')).toBe(1);
  });

  it('links page 1 to the plain list', () => {
    expect(pageHref('/blog', 1)).toBe('/blog');
    expect(pageHref('/blog', 2)).toBe('/blog?page=2');
  });
});
