import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and documents cite docs/requirements.md (`requirements R2`, `D4`, `S`, `C`), never a
 * document outside the repository, and every citation names a section that exists.
 */
const root = process.cwd();
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-prod',
  '.ssr',
  '.git',
  '.data',
  'reports',
  'test-results',
  'assets',
  'public',
  'screens',
  'api',
]);
const TEXT = /\.(ts|tsx|js|cjs|css|md|json|conf|sh|yaml|html)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && entry.name !== 'package-lock.json') yield path;
  }
}
const sources = [
  'contract',
  'fake-server',
  'fixtures',
  'packages',
  'web',
  'scripts',
  'tests',
  'deploy',
  'docs',
].flatMap((d) => [...files(join(root, d))]);
sources.push(join(root, 'README.md'), join(root, 'eslint.config.js'));
const SELF = join(root, 'docs/requirements.md');
const THIS = join(root, 'scripts/requirements.test.ts');

describe('citations of the requirements', () => {
  it('point inside the repository', () => {
    const outside = /seed-spec|decisions(\.md)? ?§|decisions\.md|STYLE\.md|CONTENT\.md/;
    const found = sources
      .filter((f) => f !== SELF && f !== THIS && outside.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(found).toEqual([]);
  });

  it('name sections that exist in docs/requirements.md', () => {
    const sections = new Set([...readFileSync(SELF, 'utf8').matchAll(/^## ([RD]\d+|S|C) /gm)].map((m) => m[1]));
    expect(sections.size).toBeGreaterThanOrEqual(18);
    const missing: string[] = [];
    for (const file of sources) {
      if (file === THIS) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(
        /requirements ((?:[RD]\d+|[SC]\b)(?:\s*(?:[/,-]|, )\s*[RD]\d+)*)/g,
      )) {
        for (const id of m[1]!.split(/[^A-Z0-9]+/).filter(Boolean))
          if (!sections.has(id)) missing.push(`${relative(root, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
