import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAULT_LIFETIME_MS } from '../fake-server/dev/faults.js';
import { TIME_BUDGETS } from './gate-budgets.js';
import { BUDGET_KB } from './size/budgets.js';

/**
 * The docs say only what is true of the code (issue 62): every relative link and anchor lands, every
 * test file they name exists, the budgets they state are the ones the checks enforce, and the README
 * keeps no hand-written test counts or run times (those are in reports/check.md and reports/gate.md).
 */
const mdIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f));
/** What a reader follows: README, the guides, the dated records and the decisions. */
const DOCS = ['README.md', ...mdIn('docs'), ...mdIn('docs/records'), ...mdIn('docs/decisions')];
/** What describes the code as it is now (the records and decisions tell how it was). */
const CURRENT = ['README.md', ...mdIn('docs')];
const text = (file: string) => readFileSync(file, 'utf8');
/** Markdown without its fenced code, line numbers kept. */
const prose = (source: string) => source.replace(/```[\s\S]*?```/g, (code) => code.replace(/[^\n]/g, ''));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
const anchors = (file: string) =>
  new Set([...prose(text(file)).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!.replace(/`/g, ''))));

function lineOf(source: string, index: number) {
  return source.slice(0, index).split('\n').length;
}

describe('links in the docs', () => {
  it('anchors are made as GitHub makes them', () => {
    expect(anchorOf('A demo link with no server (static demo)')).toBe('a-demo-link-with-no-server-static-demo');
    expect(anchorOf('Budgets: what a change costs, before you commit')).toBe(
      'budgets-what-a-change-costs-before-you-commit',
    );
  });

  it('every relative link points to a file that exists, and to a heading it has', () => {
    const broken = DOCS.flatMap((file) => {
      const source = prose(text(file));
      return [...source.matchAll(/\]\(([^)\s]+)\)/g)]
        .filter((m) => !/^[a-z]+:/i.test(m[1]!))
        .flatMap((m) => {
          const [path, anchor] = m[1]!.split('#') as [string, string | undefined];
          const target = path ? normalize(join(dirname(file), decodeURI(path))) : file;
          const where = `${file}:${lineOf(source, m.index)}: ${m[1]}`;
          if (!existsSync(target)) return [`${where} (no such file)`];
          if (anchor && target.endsWith('.md') && !anchors(target).has(anchor)) return [`${where} (no such heading)`];
          return [];
        });
    });
    expect(broken).toEqual([]);
  });

  it('every test file the docs name exists', () => {
    const missing = CURRENT.flatMap((file) =>
      [...text(file).matchAll(/(?<![\w/.-])((?:[\w.-]+\/)+[\w.-]+\.(?:test|spec)\.tsx?)\b/g)]
        .map((m) => m[1]!)
        .filter((path) => !/(^|\/)my-/.test(path) && !existsSync(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('figures the docs state about the code', () => {
  const guide = text('docs/working-on-the-code.md');
  const row = (label: string) => guide.split('\n').find((line) => line.startsWith(`| ${label}`)) ?? '';

  it('the budgets table is scripts/size/budgets.ts and scripts/gate-budgets.ts', () => {
    expect(row('JavaScript as received, home')).toContain(`| ${BUDGET_KB.home} KB |`);
    expect(row('every other public page')).toContain(`| ${BUDGET_KB.page} KB |`);
    expect(row('the signed-in screens')).toContain(`| ${BUDGET_KB.signedIn} KB |`);
    expect(row('`npm run check`')).toContain(`| ${TIME_BUDGETS.check} s |`);
    expect(row('`npm test`')).toContain(`| ${TIME_BUDGETS.gate / 60} min |`);
    expect(row('`npm run test:deep`')).toContain(`| ${TIME_BUDGETS.deep / 60} min |`);
  });

  it('no other line of the current docs states a budget of its own', () => {
    const allowed = new Set([
      ...Object.values(BUDGET_KB).map((kb) => `${kb} KB`),
      `${TIME_BUDGETS.check} s`,
      `${TIME_BUDGETS.gate / 60} min`,
      `${TIME_BUDGETS.gate / 60} minutes`,
      `${TIME_BUDGETS.deep / 60} min`,
      `${TIME_BUDGETS.deep / 60} minutes`,
    ]);
    const stated = CURRENT.flatMap((file) =>
      prose(text(file))
        .split('\n')
        .flatMap((line, i) =>
          /budget/i.test(line)
            ? [...line.matchAll(/(?<![\d.,])(\d+) ?(KB|s|min|minutes)\b/g)]
                .filter((m) => !allowed.has(`${m[1]} ${m[2]}`))
                .map((m) => `${file}:${i + 1}: ${m[0]}`)
            : [],
        ),
    );
    expect(stated).toEqual([]);
  });

  it("the fixture guide's fault lifetime is the fake server's", () => {
    const guideText = text('docs/testing-with-fixtures.md');
    const said = [...guideText.matchAll(/(\d+) minutes/g)].filter((m) =>
      /fault|ends by itself|for \d+ minutes$/.test(guideText.slice(Math.max(0, m.index - 120), m.index + m[0].length)),
    );
    expect(said.length).toBeGreaterThan(1);
    for (const m of said) expect(Number(m[1]) * 60_000, m[0]).toBe(FAULT_LIFETIME_MS);
  });
});

describe('the README', () => {
  const readme = text('README.md');

  it('keeps no hand-written test counts or run times', () => {
    const lines = prose(readme).split('\n');
    const found = lines.flatMap((line, i) =>
      [
        ...line.matchAll(
          /\b\d[\d,]* (?:\w+ )?tests\b|\b\d{1,2}:\d{2}-\d{1,2}:\d{2}\b|\b(?:takes|took|in) (?:about )?\d+(?:[.-]\d+)? ?(?:s|min|minutes)\b/g,
        ),
      ].map((m) => `README.md:${i + 1}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('has no line over 200 characters outside tables and code', () => {
    const long = prose(readme)
      .split('\n')
      .map((line, i) => ({ line, at: i + 1 }))
      .filter(({ line }) => !line.startsWith('|') && line.length > 200)
      .map(({ at, line }) => `README.md:${at}: ${line.length} characters`);
    expect(long).toEqual([]);
  });
});
