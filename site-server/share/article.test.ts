import { describe, expect, it } from 'vitest';
import { blogDetailKey } from '#contract/page-data.js';
import { articleShare, publishedIso, summaryOf } from './article.js';
import { textOf } from './text-of.js';

const origins = { photos: 'https://api.example.com', site: 'https://www.example.com' };

describe('an article as the spec allows it', () => {
  const shared = (answer: unknown, path = '/blog-detail/7') =>
    articleShare(path, { [blogDetailKey('7')]: answer }, 'en', origins);

  it("takes one without an id or a photo: the id from the address, the blog's picture", () => {
    for (const photo of [null, undefined, '', '  ']) {
      const article = shared({
        title: 'T',
        content: '<p>Body</p>',
        photo,
        readCount: '3',
        createTime: '2026-01-02 03:04:05',
      });
      expect(article).toMatchObject({
        id: '7',
        title: 'T',
        description: 'Body',
        image: 'https://www.example.com/share/blog.en.jpg',
      });
    }
    expect(shared({ title: 'T', content: '', photo: '/p/a.jpg', id: '7' })!.image).toBe(
      'https://api.example.com/p/a.jpg',
    );
    // What it cannot do without: a title and the content.
    expect(shared({ content: 'x' })).toBeNull();
    expect(shared({ title: 'T', content: 'x' }, '/blog-detail/abc')).toBeNull();
  });

  it("reads its date in every form: ISO 8601, the publisher's wall time, epoch milliseconds", () => {
    expect(publishedIso('2026-01-02T03:04:05Z')).toBe('2026-01-02T03:04:05.000Z');
    expect(publishedIso('2026-01-02T03:04:05+02:00')).toBe('2026-01-02T01:04:05.000Z');
    expect(publishedIso('2026-01-02 03:04:05')).toBe('2026-01-01T19:04:05.000Z');
    expect(publishedIso(1767323045000)).toBe('2026-01-02T03:04:05.000Z');
    expect(publishedIso('1767323045000')).toBe('2026-01-02T03:04:05.000Z');
    for (const none of [null, undefined, '', 'yesterday']) expect(publishedIso(none)).toBeNull();
  });
});

describe('the text of an article', () => {
  it('leaves elements, scripts and styles out, reads entities, collapses whitespace', () => {
    expect(textOf('<p>A&amp;B</p>\n<script>x()</script><style>p{}</style>  <b>c&lt;d</b>', 100)).toBe('A&B. c<d');
    expect(textOf('a < b and c > d', 100)).toBe('a < b and c > d');
    expect(textOf('<p>x<script>never closed', 100)).toBe('x');
    expect(summaryOf(`<p>${'word '.repeat(100)}</p>`, 'en')).toMatch(/^word( word)+…$/);
  });

  it('joins blocks as sentences: a heading gets its stop, Chinese takes no space between Han characters', () => {
    const cn =
      '<p>……替换掉这句话。</p>\n<h2>第一步：先看健康的膝关节</h2>\n<p>从正常结构讲起：<strong>股骨</strong>、胫骨，\n用 3D 讲清。</p>';
    expect(textOf(cn, 200, 'cn')).toBe(
      '……替换掉这句话。第一步：先看健康的膝关节。从正常结构讲起：股骨、胫骨，用 3D 讲清。',
    );
    expect(textOf('<ul>\n<li><strong>股二头肌</strong>：长头起于坐骨结节</li>\n<li>半腱肌</li></ul>', 100, 'cn')).toBe(
      '股二头肌：长头起于坐骨结节。半腱肌',
    );
    const en =
      '<h2>Know the attachments</h2>\n<ul><li><strong>Biceps femoris</strong>: long head</li><li>Next.</li></ul>';
    expect(textOf(en, 200)).toBe('Know the attachments. Biceps femoris: long head. Next.');
    // Cut at a character, closed with the Chinese ellipsis.
    expect(summaryOf(`<h2>标题</h2><p>${'肌肉'.repeat(200)}</p>`, 'cn')).toMatch(/^标题。(肌肉)+肌?……$/);
  });

  it('takes time linear in the markup, however hostile', () => {
    for (const html of ['<'.repeat(1_000_000), '<script'.repeat(150_000), `<p>${'<a '.repeat(300_000)}`]) {
      const started = performance.now();
      summaryOf(html, 'cn');
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});
