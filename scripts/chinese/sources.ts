import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { isPair, isScalar, LineCounter, parseDocument, visit } from 'yaml';
import { hasHan } from './typography.js';

/**
 * Where the site's Chinese lives, found by kind of file rather than by a list, so a new locale,
 * fixture document (.json, .yaml), help page or server message is read as soon as it exists:
 * every tracked or new file of these kinds outside tests and docs. Each Chinese string comes out as
 * a reader meets it (HTML tags gone, attribute texts apart) with the line it starts on.
 */
const KINDS = ['*.ts', '*.tsx', '*.json', '*.yaml', '*.yml', '*.html', '*.vtt'];
const NOT_TEXT =
  /^(tests|docs|scripts\/chinese|node_modules|reports|build|web\/dist[^/]*)\/|\.(test|spec)\.tsx?$|(^|\/)package(-lock)?\.json$/;

export type Text = { file: string; line: number; text: string; key?: string };

export function chineseFiles(root = '.'): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...KINDS], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))].filter((f) => f && !NOT_TEXT.test(f)).sort();
}

const BLOCK =
  /^(p|h[1-6]|li|ul|ol|div|br|figure|figcaption|blockquote|table|thead|tbody|tr|td|th|section|article|main|header|footer|nav|title|body|head|html|meta|link|!doctype|dl|dt|dd|hr|img|aside|summary|details)$/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of some HTML as read: block tags end a text (U+2029), inline tags vanish, attribute texts are read apart; lines stay where they were. */
export function htmlTexts(html: string): { text: string; attributes: string[] } {
  const attributes: string[] = [];
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/?([!\w-]+)([^>]*)>/g, (_all, name: string, attrs: string) => {
      for (const m of attrs.matchAll(/\b(alt|title|aria-label|content|placeholder)="([^"]*)"/g)) attributes.push(m[2]!);
      // A tag that spans lines keeps them, so what follows stays on its line.
      const lines = '\n'.repeat((attrs.match(/\n/g) ?? []).length);
      return BLOCK.test(name) ? `\u2029${lines}` : lines;
    })
    .replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all);
  return { text, attributes };
}

/** One string's texts: its lines as HTML read them, and its attribute texts. */
function textsOf(file: string, line: number, raw: string, key?: string): Text[] {
  if (!hasHan(raw)) return [];
  // A string that holds JSON (a plan's fastspringParams, even a cut one) is read as its strings.
  if (/^\s*[[{]\s*"/.test(raw)) {
    const json = parseJson(raw);
    const strings: Array<[string | undefined, string]> =
      json === undefined
        ? [...raw.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => [key, String(parseJson(`"${m[1]}"`) ?? m[1])])
        : valuesOf(json, key ?? '');
    return strings.flatMap(([k, v]) => textsOf(file, line, v, k));
  }
  const looksHtml = /<\/?[a-z][\w-]*[\s>/]/i.test(raw);
  const { text, attributes } = looksHtml ? htmlTexts(raw) : { text: raw, attributes: [] };
  return [...linesOf(file, line, text, key), ...attributes.filter(hasHan).map((a) => ({ file, line, text: a, key }))];
}

/** Each Chinese text of some lines (a block's end, U+2029, also ends a text), numbered from `first`. */
const linesOf = (file: string, first: number, text: string, key?: string): Text[] =>
  text.split('\n').flatMap((l, i) =>
    l
      .split('\u2029')
      .map((t) => t.trim())
      .filter(hasHan)
      .map((t) => ({ file, line: first + i, text: t, key })),
  );

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every string of a JSON value, with its key path. */
const valuesOf = (value: unknown, key: string): Array<[string, string]> =>
  typeof value === 'string'
    ? [[key, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => valuesOf(v, key ? `${key}.${k}` : k))
      : [];

function fromJson(file: string, source: string): Text[] {
  return valuesOf(JSON.parse(source), '').flatMap(([key, value]) => {
    const at = source.indexOf(JSON.stringify(value).slice(1, -1));
    return textsOf(file, at < 0 ? 1 : source.slice(0, at).split('\n').length, value, key);
  });
}

/** YAML as its parser reads it: every string scalar (plain, quoted, block, inside a flow mapping) with its line and key. */
function fromYaml(file: string, source: string): Text[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines });
  const out: Text[] = [];
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
      const pair = path[path.length - 1];
      const name = isPair(pair) && isScalar(pair.key) ? String(pair.key.value) : undefined;
      // A block scalar (| or >) starts at its indicator; its text, on the line after.
      const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' ? 1 : 0;
      out.push(...textsOf(file, lines.linePos(node.range[0]).line + block, node.value, name));
    },
  });
  return out;
}

/** The strings of a script: literals and templates (a `${...}` stays a placeholder). */
function fromScript(file: string, source: string): Text[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Text[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const keyOf = (node: ts.Node) => {
    const parent = node.parent;
    return parent && ts.isPropertyAssignment(parent) ? parent.name.getText(sf) : undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) {
      out.push(...textsOf(file, lineOf(node), node.text, keyOf(node)));
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const text =
        node.head.text + node.templateSpans.map((s) => `\${${s.expression.getText(sf)}}${s.literal.text}`).join('');
      out.push(...textsOf(file, lineOf(node), text, keyOf(node)));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Every Chinese text of one file. */
export function chineseTexts(file: string, root = '.'): Text[] {
  const source = readFileSync(`${root}/${file}`, 'utf8');
  if (!hasHan(source)) return [];
  if (file.endsWith('.json')) return fromJson(file, source);
  if (/\.ya?ml$/.test(file)) return fromYaml(file, source);
  if (file.endsWith('.html')) {
    const { text, attributes } = htmlTexts(source);
    return [...linesOf(file, 1, text), ...attributes.filter(hasHan).map((a) => ({ file, line: 1, text: a }))];
  }
  if (file.endsWith('.vtt')) return linesOf(file, 1, source);
  return fromScript(file, source);
}
