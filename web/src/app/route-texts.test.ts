import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_TEXTS } from '../lib/texts';
import { routeManifest, routeNames } from './route-manifest';

const src = resolve(process.cwd(), 'web/src');

/** A relative import resolved to a source file (TypeScript, not JSON or CSS), or null. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  return (
    ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((ext) => base + ext)
      .find((f) => /\.tsx?$/.test(f) && existsSync(f)) ?? null
  );
}

/** Every source file a module brings in, static and lazy imports alike. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)) {
    const next = resolveImport(file, m[1]!);
    if (next) closure(next, seen);
  }
  return seen;
}

/** The namespaces whose keys a set of files uses: t('ns.key'), t(`ns.${...}`), i18n.t(...), i18nKey="ns.key". */
function namespacesUsed(files: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(
      /(?:\bt|i18n\.t|i18nKey=|\bkey:)\s*\(?\s*[`'"]([a-zA-Z]+)\.[a-zA-Z$]/g,
    ))
      used.add(m[1]!);
  }
  used.delete('validation');
  return used;
}

describe('the texts each page loads', () => {
  it.each(routeNames)('%s loads every namespace its code uses', (name) => {
    const { page, texts } = routeManifest[name];
    const files = closure(resolve(src, `features/${page}.tsx`));
    const missing = [...namespacesUsed(files)].filter(
      (ns) => !(BASE_TEXTS as readonly string[]).includes(ns) && !(texts as readonly string[]).includes(ns),
    );
    expect(missing, `add to ${name}.texts in app/route-manifest.ts`).toEqual([]);
  });

  it('the app around the pages uses only the base texts', () => {
    const shell = closure(resolve(src, 'main.tsx'));
    for (const file of [...shell]) if (file.includes('/features/')) shell.delete(file);
    const beyond = [...namespacesUsed(shell)].filter((ns) => !(BASE_TEXTS as readonly string[]).includes(ns));
    expect(beyond).toEqual([]);
  });
});
