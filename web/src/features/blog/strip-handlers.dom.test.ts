// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hostileBlog } from '../../../../fixtures/content/blogs/11-hostile';
import { withoutEventHandlers } from './strip-handlers';

/** Every attribute named on… that an HTML parser makes of `html` (jsdom parses as the standard says), templates included. */
function handlersParsedFrom(html: string): string[] {
  const found: string[] = [];
  const walk = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      for (const attr of element.attributes) if (/^on/i.test(attr.name)) found.push(`${element.tagName} ${attr.name}`);
      if (element instanceof HTMLTemplateElement) walk(element.content);
    }
  };
  walk(new DOMParser().parseFromString(html, 'text/html'));
  return found;
}

const strip = (html: string) => {
  const out = withoutEventHandlers(html);
  if (out === null) throw new Error('refused');
  return out;
};

describe('withoutEventHandlers (docs/decisions/130)', () => {
  it('takes every handler out of the hostile article, in both languages, and keeps the rest as written', () => {
    for (const language of ['en', 'cn'] as const) {
      const html = hostileBlog.content[language];
      expect(handlersParsedFrom(html).length).toBeGreaterThan(0);
      const out = strip(html);
      expect(handlersParsedFrom(out)).toEqual([]);
      expect(out).toContain('<script>window.__hacked = true</script>');
      expect(out).toContain('href="javascript:');
      expect(out.replace(/\s+/g, '')).toBe(html.replace(/\s*on\w+="[^"]*"/g, '').replace(/\s+/g, ''));
    }
  });

  it.each([
    ['upper case and no quotes', '<P ONCLICK=x()>a</P>'],
    ['a solidus between attributes', '<img/src=x/onerror=alert(1)>'],
    ['no space before the next attribute', '<a href="x"onmouseover="y">l</a>'],
    ['inside svg', '<svg><a onclick="x"><text>t</text></a><animate onbegin="x"/></svg>'],
    ['inside a template', '<template><img src=x onerror=y></template>'],
    ['a script that ends inside a quoted value', `<script>"<a title='</script><img src=x onerror=alert(1)>'"</script>`],
    ['a comment that ends early', '<!--><img src=x onerror=y>-->'],
    ['a bogus comment', '<![CDATA[ x ]]><img src=x onerror=y>'],
    ['a tag inside a value, whose cut crosses its quote', `<a title="<b onclick='x">y' onmouseover=z>t</a>`],
    ['an attribute named from "="', '<p =onclick=x onclick=y>t</p>'],
    ['a value with no end', '<p title="x onclick=y><p onclick=z>'],
    ['an attribute named from "<"', '<p <b onclick=x>t</p>'],
  ])('%s', (_, html) => {
    expect(handlersParsedFrom(strip(html))).toEqual([]);
  });

  it('keeps prose that names handlers and attributes that only contain "on"; may take one that only starts so', () => {
    expect(strip('<p>Set onclick="x" in text</p><a data-on="1" ontology="2" donclick="3">t</a>')).toBe(
      '<p>Set onclick="x" in text</p><a data-on="1"   donclick="3">t</a>',
    );
  });

  it('leaves no handler in 500 texts made of the pieces parsers disagree on', () => {
    const pieces = ['<', 'a', 'p', 'svg', 'script', ' ', '=', '"', "'", '>', '/', 'on', 'onclick', 'x', '<!--', '-->'];
    pieces.push('</script>', '<style>', '</style>', '<![CDATA[', ']]>', '<template>', '\n', '<img src=x onerror=y>');
    let seed = 20261128;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 500; n++) {
      const html = Array.from({ length: 40 }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const out = withoutEventHandlers(html);
      expect(out === null ? [] : handlersParsedFrom(out), html).toEqual([]);
    }
  });

  it('gives up (null: the words alone are shown) on a text made to take quadratic time', () => {
    const started = performance.now();
    expect(withoutEventHandlers('<a x'.repeat(50_000))).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(withoutEventHandlers('<p>fine</p>'.repeat(20_000))).not.toBeNull();
  });
});
