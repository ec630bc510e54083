import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

describe('PageMeta', () => {
  it("the shell's own description says what the page says, in the page's language", () => {
    const shell = document.createElement('meta');
    shell.name = 'description';
    shell.content = 'The English description of the app shell.';
    document.head.append(shell);
    render(<PageMeta title="页面不存在" description="您访问的页面已移动或不存在。" />);
    const contents = [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));
    expect(contents.length).toBeGreaterThan(0);
    expect(new Set(contents)).toEqual(new Set(['您访问的页面已移动或不存在。']));
    shell.remove();
  });
});
