import { describe, expect, it } from 'vitest';
import { sanitizeArticle, textOnly } from './sanitize';

const hostile = [
  '<p>Intro</p>',
  '<script>window.__hacked = true</script>',
  '<img src="x" onerror="window.__hacked = true" alt="">',
  '<a href="javascript:window.__hacked = true">Open</a>',
  '<p onclick="window.__hacked = true">Tap</p>',
  '<iframe src="about:blank"></iframe>',
  '<p style="position:fixed">Styled</p>',
].join('');

const unsafe = (html: string) => /<script|<iframe|onerror=|onclick=|javascript:|style=/i.test(html);

// happy-dom makes DOMPurify return its input untouched, so here the fail-closed path runs; the
// browser tests (tests/e2e/blog.spec.ts) check DOMPurify itself on the hostile fixture article.
describe('sanitizeArticle', () => {
  it('never lets scripts, handlers, javascript: links, frames or styles through', () => {
    expect(unsafe(sanitizeArticle(hostile))).toBe(false);
  });

  it('keeps the readable words', () => {
    const clean = sanitizeArticle(hostile);
    expect(clean).toContain('Intro');
    expect(clean).toContain('Open');
    expect(clean).toContain('Tap');
    expect(clean).not.toContain('__hacked');
  });
});

describe('textOnly (fail closed)', () => {
  it('turns markup into escaped paragraphs', () => {
    expect(
      textOnly(
        '<h2>Title</h2><p>A &amp; b <strong>c</strong></p><script>x()</script><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe('<p>Title</p><p>A &amp; b c</p><p>one</p><p>two</p>');
    expect(textOnly('<p>1 &lt; 2</p><img src=x onerror=alert(1)>')).toBe('<p>1 &lt; 2</p>');
  });
});
