import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/** A file that grows past this holds more than one thing: split it by what it covers. */
const MAX_LINES = 400;

it(`no tracked source file is over ${MAX_LINES} lines`, () => {
  const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs', '*.css'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  expect(sources.length).toBeGreaterThan(100);
  const long = sources
    .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines}`);
  expect(long).toEqual([]);
});
