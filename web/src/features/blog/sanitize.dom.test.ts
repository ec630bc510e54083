// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { hostileBlog } from '../../../../fixtures/content/blogs/11-hostile';
import { sanitizeArticle } from './sanitize';

/**
 * The sanitiser with DOMPurify really at work: jsdom is a DOM it trusts (happy-dom, the web
 * project's default, makes it hand its input back, so sanitize.test.ts covers only the fail-closed
 * path). The hostile article of the edge scenario, in both languages, comes out harmless with its
 * words and structure kept.
 */
/** What could run or restyle the page, found in the parsed result (the prose may name these words). */
function dangers(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found = [...doc.querySelectorAll('script, iframe, style, form, input, object, embed')].map((e) => e.tagName);
  for (const element of doc.body.querySelectorAll('*'))
    for (const attr of element.attributes)
      if (/^on/i.test(attr.name) || attr.name === 'style' || /^\s*javascript:/i.test(attr.value))
        found.push(`${element.tagName} ${attr.name}`);
  return found;
}

describe('sanitizeArticle with DOMPurify active (jsdom)', () => {
  it('DOMPurify is supported and does the work here', () => {
    expect(DOMPurify.isSupported).toBe(true);
    expect(DOMPurify.sanitize('<p onclick="x()">a</p>')).toBe('<p>a</p>');
  });

  for (const language of ['en', 'cn'] as const) {
    it(`the hostile article (${language}) keeps its headings, list and links as markup, nothing that runs`, () => {
      const clean = sanitizeArticle(hostileBlog.content[language]);
      expect(dangers(hostileBlog.content[language]).length).toBeGreaterThan(0);
      expect(dangers(clean)).toEqual([]);
      expect(clean).not.toContain('__hacked');
      // DOMPurify keeps structure (the fail-closed path would flatten it to paragraphs).
      expect(clean).toMatch(/<h2>/);
      expect(clean).toMatch(/<ul>\s*<li>/);
      expect(clean).toMatch(/<a>|<a [^>]*>/);
    });
  }

  it('frames, forms, styles and event handlers of every kind are removed', () => {
    const clean = sanitizeArticle(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>' +
        '<p style="position:fixed" onmouseover="x()">t</p><svg><script>x()</script></svg>' +
        '<img src="x" onerror="x()"><a href="JaVaScRiPt:x()">l</a>',
    );
    expect(dangers(clean)).toEqual([]);
    expect(clean).toContain('t');
  });
});
