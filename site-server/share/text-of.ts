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

/**
 * The first `max` characters of the text of an HTML fragment: elements out (script and style with
 * their content), entities of the common kinds read, whitespace collapsed and trimmed. One pass:
 * each character is looked at a bounded number of times, whatever the markup (300,000 `<` with no
 * `>` took a regular expression half an hour at 1 MB), and it stops once it has `max`.
 */
export function textOf(html: string, max: number): string {
  const lower = html.toLowerCase();
  let out = '';
  let space = false;
  /** Set once no `>` follows: no later `<` can open an element, the rest is text. */
  let noMoreTags = false;
  const emit = (text: string) => {
    for (const c of text) {
      if (isSpace(c)) space = out.length > 0;
      else {
        if (space) out += ' ';
        space = false;
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
        space = out.length > 0;
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
