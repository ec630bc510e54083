import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, pageHref } from './paging';

describe('blog paging', () => {
  it('pages by 20; page 1 is the plain list address', () => {
    expect(BLOG_PAGE_SIZE).toBe(20);
    expect(pageHref('/blog', 1)).toBe('/blog');
    expect(pageHref('/blog', 3)).toBe('/blog?page=3');
  });
});
