import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FACTS, FACT_NAMES } from '../contract/facts.js';

/**
 * One set of facts (docs/decisions/180): no text the site shows states a figure of its own. The
 * texts (locales, help documents, share headlines and crawler pages, the demo's content, the page
 * files) name a figure with `{{fact.x}}` / `{{figure.x}}`, or build it with contract/facts.ts; a
 * figure written out here is a second source that a change of the facts would miss.
 */
const SOURCES = [
  'web/src/locales',
  'web/public/help',
  'site-server/share',
  'fixtures/content',
  'web/src/features',
  'web/src/components',
];
const files = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.(json|html|ts|tsx)$/.test(f) && !/\.(test|test-utils)\.tsx?$/.test(f));

/** Nouns a claimed figure counts, in both languages. */
const NOUNS_EN =
  /^(?:\w+\s+){0,3}?(users?|universit(?:y|ies)|colleges|schools|muscle motion analyses|analyses|exercises|stretches|drills|animations|images|pictures)\b/i;
const NOUNS_CN =
  /^\s*(?:个|项|张|所|位|名)?\s*(用户|高校|院校|大学|肌肉运动解析|训练动作|拉伸|专项练习|肌骨疾病|动画|病症图片|图片)/u;
/** The counts of the facts and the old second reading of the users (300,000), in any way a language writes them. */
const KNOWN = new Set([...FACT_NAMES.map((f) => FACTS[f].count), 300_000]);
/** A unit after a number that is a limit of the site, not a claim (2000 pixels, 5 MB). */
const UNIT =
  /^\s*(?:万)?\s*(pixels|px|像素|MB|KB|characters|个字符|字符|seconds|秒|minutes|分钟|hours|小时|days|天|%)/iu;

export type Stated = { file: string; line: number; found: string };

/** The figures a text states by itself; placeholders are what they stand for, not figures. */
export function statedFigures(file: string, text: string): Stated[] {
  const out: Stated[] = [];
  const bare = text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}/g, (m) => ' '.repeat(m.length));
  for (const m of bare.matchAll(/(?<![\w.#/:=-])(\d{1,3}(?:,\d{3})+|\d+)(\s?万)?(\s?[+多])?(?![A-Za-z\d])/gu)) {
    const [all, digits, wan, mark] = m;
    const after = bare.slice(m.index + all.length, m.index + all.length + 48);
    const count = Number(digits!.replace(/,/g, '')) * (wan ? 10_000 : 1);
    const claimed = !!mark && !UNIT.test(after);
    // A number that is a whole string (a status code as a key, an attribute's value) is a name, not a count.
    const quoted = /["'`]/.test(bare[m.index - 1] ?? '') && /^["'`]/.test(after);
    const known = KNOWN.has(count) && !quoted && !UNIT.test(after) && !/^\s*(?:[-–～~]|年|月|日)/u.test(after);
    const counted = (NOUNS_EN.test(after.trimStart()) || NOUNS_CN.test(after)) && !UNIT.test(after);
    if (claimed || known || counted) {
      const line = bare.slice(0, m.index).split('\n').length;
      out.push({ file, line, found: text.slice(Math.max(0, m.index - 12), m.index + all.length + 16).trim() });
    }
  }
  return out;
}

/** What a reader may meet of a file: a script's strings and JSX text (not its code), a page's text without tags, all of a JSON. */
function readable(file: string): Array<{ line: number; text: string }> {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.html'))
    return [{ line: 1, text: source.replace(/<[^>]*>/g, (tag) => tag.replace(/[^\n]/g, ' ')) }];
  if (file.endsWith('.json')) return [{ line: 1, text: source }];
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isJsxText(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      out.push({ line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: node.getText(sf) });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('one set of facts', () => {
  it('no text states a figure of its own: every figure is a {{fact.x}} of contract/facts.ts', () => {
    const stated = files().flatMap((file) =>
      readable(file).flatMap(({ line, text }) =>
        statedFigures(file, text).map((s) => ({ ...s, line: s.line + line - 1 })),
      ),
    );
    expect(stated.map((s) => `${s.file}:${s.line}: ${s.found}`)).toEqual([]);
  });

  it('every placeholder names a fact', () => {
    const unknown = files().flatMap((file) =>
      [
        ...readable(file)
          .map((r) => r.text)
          .join('\n')
          .matchAll(/\{\{(?:fact|figure)\.(\w+)\}\}/g),
      ]
        .filter((m) => !(m[1]! in FACTS))
        .map((m) => `${file}: ${m[0]}`),
    );
    expect(unknown).toEqual([]);
  });

  it('finds a figure however a text writes it', () => {
    for (const text of [
      'Trusted by 100,000 users',
      '已有 30 万用户',
      '已有 10 万用户',
      '"value": "2000+"',
      '6000 多项专项练习',
      'More than 2000 exercises',
      '2 万张病症图片',
      'Used at over 200 universities',
      '收录 600 多项肌肉运动解析',
      'with 42 drills',
    ])
      expect(statedFigures('x', text), text).not.toEqual([]);
    for (const text of [
      'Up to 15 characters.',
      'scaled down to 2000 pixels on the long side',
      '不超过 5 MB、4000 万像素的图片',
      '6～12 位字母或数字',
      'the 6-digit code',
      '© 2023～{{year}}',
      'Trusted by {{fact.users}} users',
      '已有 {{fact.users}} 用户',
      'A 26-second tour',
    ])
      expect(statedFigures('x', text), text).toEqual([]);
  });
});

describe('the demo does not contradict the headline', () => {
  it("the MSK page's regions add up to at least the animations and images claimed", async () => {
    const { patientCategories } = await import('../fixtures/content/patient-categories.js');
    const sum = (pick: (c: (typeof patientCategories)[number]) => number | undefined) =>
      patientCategories.reduce((n, c) => n + (pick(c) ?? 0), 0);
    expect(sum((c) => c.animationCount)).toBeGreaterThanOrEqual(FACTS.animations.count);
    expect(sum((c) => c.imageCount)).toBeGreaterThanOrEqual(FACTS.images.count);
  });
});
