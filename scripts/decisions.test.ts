import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/decisions';
const records = async () => (await readdir(DIR)).filter((f) => /^\d{3}-.*\.md$/.test(f)).sort();

/** A path into the repository, in backticks: a tracked folder or file (not a build's output, a glob or a placeholder such as NNN). */
const TRACKED =
  /^(web|contract|fixtures|fake-server|site-server|site-build|static-demo|scripts|tests|docs|deploy|\.ci)\/|^(layout|package)\.json$/;
const BUILT = /^(web\/dist|web\/dist-prod|build|reports|test-results)(\/|$)/;

function citedPaths(text: string) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/[.,:;]+$/, '').replace(/[#:].*$/, ''))
    .filter((path) => TRACKED.test(path) && !BUILT.test(path) && !/[*<>{}$|?]|NNN/.test(path));
}

/** A record without its Context: the context tells how things were, and may name files since moved. */
const withoutContext = (text: string) => text.replace(/(^|\n)(## )?Context:?[\s\S]*?(?=\n(## )?Decision\b)/, '$1');

/** Every decision record says whether it still holds and since when, and the index lists it as it says. */
describe('decision records', () => {
  it('each has a Status line (accepted, or superseded by NNN) and a Date line under its title', async () => {
    const files = await records();
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const [title, blank, status, date] = (await readFile(`${DIR}/${file}`, 'utf8')).split('\n');
      expect(title, file).toMatch(/^# \d{3} /);
      expect(blank, file).toBe('');
      expect(status, file).toMatch(/^Status: (accepted|superseded by \d{3})\b/);
      expect(date, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    }
  });

  it('the index (docs/decisions/README.md) has a row for each, with its title and status as the record states them', async () => {
    const index = await readFile(`${DIR}/README.md`, 'utf8');
    const rows = index.split('\n').filter((line) => /^\| \[\d{3}\]/.test(line));
    const expected = [];
    for (const file of await records()) {
      const [title, , status] = (await readFile(`${DIR}/${file}`, 'utf8')).split('\n');
      const [, number, name] = /^# (\d{3}) (.*)$/.exec(title!)!;
      expected.push(`| [${number}](${file}) | ${name} | ${status!.slice('Status: '.length)} |`);
    }
    expect(rows).toEqual(expected);
  });

  it('every file path the records decide on, their index and the README cite exists', async () => {
    const texts: Array<[string, string]> = [
      ['README.md', await readFile('README.md', 'utf8')],
      [`${DIR}/README.md`, await readFile(`${DIR}/README.md`, 'utf8')],
    ];
    for (const file of await records()) {
      texts.push([file, withoutContext(await readFile(`${DIR}/${file}`, 'utf8'))]);
    }
    for (const file of (await readdir('docs')).filter((f) => f.endsWith('.md'))) {
      texts.push([`docs/${file}`, await readFile(`docs/${file}`, 'utf8')]);
    }
    const missing = texts.flatMap(([file, text]) =>
      citedPaths(text)
        .filter((path) => !existsSync(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('a record whose context is left out keeps its decision (the test above reads what it should)', () => {
    const text = 'Context: `scripts/gone.ts` was here.\nDecision: `scripts/gate.ts` now.';
    expect(citedPaths(withoutContext(text))).toEqual(['scripts/gate.ts']);
  });
});
