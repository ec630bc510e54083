const ENTITIES: [string, string][] = [
  ['&nbsp;', ' '],
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&quot;', '"'],
  ['&#39;', "'"],
  ['&amp;', '&'],
];
const RAW_TEXT = ['script', 'style'];
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';
/** As in HTML, `<` opens markup only before a letter, `/`, `!` or `?` ("a < b" is text). */
const OPENS_MARKUP = /[a-z/!?]/i;
/** Elements that end a block of text: a heading runs into the next paragraph only as a sentence would. */
const BLOCKS = new Set(
  'p div h1 h2 h3 h4 h5 h6 li ul ol dl dt dd figure figcaption blockquote pre section article header footer table tr td th br hr'.split(
    ' ',
  ),
);
/** Han characters and the full-width marks: no space between two of them in Chinese. */
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”‘’…—·]/u;
/** What already ends a sentence, so a block closing after it needs no stop of its own. */
const ENDS_SENTENCE = /[.!?:;…。！？：；]$/u;

/**
 * The first `max` characters of the text of an HTML fragment: elements out (script and style with
 * their content), entities of the common kinds read, whitespace collapsed and trimmed. Blocks
 * (paragraphs, headings, list items) are joined as sentences: a block that does not end one gets
 * the language's stop, then English goes on after a space and Chinese without one (“……替换掉这句话。
 * 第一步：先看健康的膝关节。从正常结构讲起……”); in Chinese no space stands between two Han
 * characters or marks (a line break in the markup is not a space to a Chinese reader). One pass:
 * each character is looked at a bounded number of times, whatever the markup (300,000 `<` with no
 * `>` took a regular expression half an hour at 1 MB), and it stops once it has `max`.
 */
export function textOf(html: string, max: number, language: 'en' | 'cn' = 'en'): string {
  const lower = html.toLowerCase();
  let out = '';
  let space = false;
  /** A block ended since the last character: joined as a sentence once text follows. */
  let block = false;
  /** Set once no `>` follows: no later `<` can open an element, the rest is text. */
  let noMoreTags = false;
  const emit = (text: string) => {
    for (const c of text) {
      if (isSpace(c)) space = out.length > 0;
      else {
        const last = out[out.length - 1] ?? '';
        if (block && out.length > 0) {
          if (!ENDS_SENTENCE.test(last)) out += language === 'cn' ? '。' : '.';
          if (language === 'en') out += ' ';
        } else if (space && !(language === 'cn' && CJK.test(last) && CJK.test(c))) out += ' ';
        space = false;
        block = false;
        out += c;
      }
    }
  };
  let i = 0;
  while (i < html.length && out.length < max) {
    const c = html[i]!;
    if (c === '<' && !noMoreTags && OPENS_MARKUP.test(html[i + 1] ?? '')) {
      const raw = RAW_TEXT.find(
        (name) => lower.startsWith(name, i + 1) && !/[a-z0-9-]/.test(lower[i + 1 + name.length] ?? ''),
      );
      const close = raw ? lower.indexOf(`</${raw}`, i) : i;
      const end = close === -1 ? -1 : html.indexOf('>', close);
      if (raw && close === -1) break; // an unclosed script or style: nothing after it is text
      if (end !== -1) {
        const name = /^\/?([a-z][a-z0-9]*)/.exec(lower.slice(i + 1, Math.min(end, i + 14)))?.[1] ?? '';
        if (BLOCKS.has(name)) block = out.length > 0;
        i = end + 1;
        continue;
      }
      noMoreTags = true;
    }
    if (c === '&') {
      const entity = ENTITIES.find(([name]) => html.startsWith(name, i));
      if (entity) {
        emit(entity[1]);
        i += entity[0].length;
        continue;
      }
    }
    emit(c);
    i += 1;
  }
  return out.slice(0, max);
}
