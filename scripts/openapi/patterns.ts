/*
 * Patterns every regular-expression dialect reads alike (issue 55, docs/decisions/146). The
 * contract's patterns are JavaScript: `\u0000` is a character there, an upper-casing escape in
 * Perl and PCRE ("not valid !" then breaks the name rule); `\d`, `\w` and `\s` are ASCII in
 * JavaScript and Unicode in Python. The document writes the characters themselves and the classes
 * spelled out, the subset JSON Schema recommends; `serialise` (scripts/openapi.ts) writes an
 * invisible character as a JSON escape, so the file stays readable while the pattern holds the
 * character.
 */

/** JavaScript's `\s`, spelled out (a range between two literal characters is portable). */
const SPACE = '\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const CLASSES: Record<string, string> = { d: '0-9', w: '0-9A-Za-z_', s: SPACE };
/** Characters that keep their backslash inside a class (and outside it, the special ones). */
const SPECIAL_IN_CLASS = new Set(['\\', ']', '^', '-']);
const SPECIAL = new Set(['\\', '.', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '^', '$']);

/** A JavaScript pattern (no flags) in the portable subset; throws on a form it cannot spell out. */
export function portablePattern(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c !== '\\') {
      if (c === '[' && !inClass) inClass = true;
      else if (c === ']' && inClass) inClass = false;
      out += c;
      continue;
    }
    const next = source[i + 1] ?? '';
    i++;
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 1, i + 5))) {
      const char = String.fromCharCode(parseInt(source.slice(i + 1, i + 5), 16));
      i += 4;
      out += (inClass ? SPECIAL_IN_CLASS : SPECIAL).has(char) ? `\\${char}` : char;
    } else if (next in CLASSES) out += inClass ? CLASSES[next] : `[${CLASSES[next]}]`;
    else if (next === 'S' && !inClass) out += `[^${SPACE}]`;
    else if (next === '/') out += '/';
    else if (/[DWSbBpPkx0-9]/.test(next)) throw new Error(`No portable form of \\${next} in ${source}`);
    else out += `\\${next}`;
  }
  return out;
}

/** Every `pattern` of the document in the portable subset. */
export function portablePatterns(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(portablePatterns);
  const obj = node as Record<string, unknown>;
  if (typeof obj.pattern === 'string') obj.pattern = portablePattern(obj.pattern);
  Object.values(obj).forEach(portablePatterns);
}

/** Characters a reader cannot see, written as JSON escapes (`\u202e`) in the document's text. */
const INVISIBLE = /[\u007f-\u00a0\u00ad\u061c\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;
const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** JSON's own short escapes that read as something else in a pattern (`\b` is not a word boundary there). */
const SHORT_ESCAPE = /(?<!\\)((?:\\\\)*)\\([bf])/g;
export const escapeInvisible = (json: string) =>
  json
    .replace(INVISIBLE, unicodeEscape)
    .replace(SHORT_ESCAPE, (_m, before: string, c: string) => `${before}${unicodeEscape(c === 'b' ? '\b' : '\f')}`);

/** Control and invisible characters of a pattern as the escapes a JavaScript reader knows (the HTML reference). */
/* eslint-disable no-control-regex -- it exists to find control characters */
const HIDDEN =
  /[\u0000-\u001f\u007f-\u00a0\u00ad\u061c\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;
/* eslint-enable no-control-regex */
export function readablePatterns<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(readablePatterns) as T;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'pattern' && typeof value === 'string' ? value.replace(HIDDEN, unicodeEscape) : readablePatterns(value),
    ]),
  ) as T;
}
