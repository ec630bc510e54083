import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['web/src', 'contract', 'fake-server'];
const SPECIFIER =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Our own module a specifier names (relative or #contract/…), or null for a package. */
function target(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#contract/')
    ? resolve('contract', specifier.slice('#contract/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts')])
    if (existsSync(candidate)) return relative(process.cwd(), candidate);
  return null;
}

describe('imports', () => {
  it('form no cycle, counting type-only and dynamic imports (docs/decisions/047)', () => {
    const graph = new Map<string, string[]>();
    for (const file of ROOTS.flatMap(files))
      graph.set(
        file,
        [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
          .map((m) => target(file, m[1] ?? m[2]!))
          .filter((t): t is string => t !== null),
      );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
