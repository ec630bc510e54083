import { afterEach, describe, expect, it } from 'vitest';
import { pageDataBlock, pageDataOf, readPageData, setPageData } from './page-data';

afterEach(() => {
  document.body.innerHTML = '';
  setPageData({});
});

describe('page data', () => {
  it('travels from the prerendered block to the app, even with markup that would end a script', () => {
    const answer = { title: 'Hip </script><script>alert(1)</script> hinge', list: [1, 2] };
    document.body.innerHTML = pageDataBlock({ 'blogList:1': answer });
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData()).toBe(true);
    expect(pageDataOf('blogList:1')).toEqual(answer);
  });

  it('writes no block for a page without answers, and reads none', () => {
    expect(pageDataBlock({})).toBe('');
    expect(readPageData()).toBe(false);
  });
});
