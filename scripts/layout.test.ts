import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layout from '../layout.json' with { type: 'json' };

/**
 * Each top-level folder (and each workspace package, packages/<name>) is one runtime and imports
 * only what layout.json says (docs/decisions/103, 205). Held three ways: the real imports of every
 * file, ESLint refusing a crossing, and the README's Layout table saying what the file says.
 */
type Entry = { runtime?: string; why?: string; imports: string[]; types?: string[] };
const folders = layout.folders as Record<string, Entry>;
const exceptions = layout.exceptions as Record<string, Entry>;
const tops = Object.keys(folders);
const IMPORT = /(?:^|[\s;])(?:import|export)\s([^'"]*?)from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const isTest = (file: string) => /\.test(-utils)?\.tsx?$/.test(file);

/** The layout's folder a path is in (the longest that holds it), or null. */
const folderOf = (path: string) =>
  tops.filter((top) => path === top || path.startsWith(`${top}/`)).sort((a, b) => b.length - a.length)[0] ?? null;

/** The layout's folder an import lands in, or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('#')) return specifier.slice(1).split('/')[0]!;
  if (!specifier.startsWith('.')) return null;
  return folderOf(normalize(join(dirname(file), specifier)));
}

describe('the layout: each folder one runtime (layout.json)', () => {
  it('every import of every file stays inside what its folder may import', async () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|js)$/.test(f) && folderOf(f) && !isTest(f));
    expect(files.length).toBeGreaterThan(300);
    const crossings: string[] = [];
    for (const file of files) {
      const top = folderOf(file)!;
      const entry = exceptions[file] ?? folders[top]!;
      const allowed = new Set([top, ...entry.imports]);
      for (const match of (await readFile(file, 'utf8')).matchAll(IMPORT)) {
        const target = targetOf(file, (match[2] ?? match[3])!);
        const typesOnly = /^type\s/.test(match[1] ?? '') && (entry.types ?? []).includes(target!);
        if (target && tops.includes(target) && !allowed.has(target) && !typesOnly)
          crossings.push(`${file} -> ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('every workspace package has its row in layout.json', async () => {
    const packages = (await readdir('packages', { withFileTypes: true })).filter((e) => e.isDirectory());
    expect(packages.map((e) => `packages/${e.name}`).filter((p) => !tops.includes(p))).toEqual([]);
  });

  it('ESLint refuses an import across the layout, and a Node module in the browser', async () => {
    // The project's import rule for each path, run on a line of code (type information not needed).
    const eslint = new ESLint();
    const linter = new Linter({ configType: 'flat' });
    const problems = async (filePath: string, code: string) => {
      const rule = ((await eslint.calculateConfigForFile(filePath)) as { rules: Record<string, Linter.RuleEntry> })
        .rules['@typescript-eslint/no-restricted-imports'];
      const config: Linter.Config[] = [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser },
          plugins: { '@typescript-eslint': tseslint.plugin as never },
          rules: { '@typescript-eslint/no-restricted-imports': rule! },
        },
      ];
      return linter.verify(code, config, { filename: filePath }).map((m) => m.message);
    };
    expect(await problems('site-server/probe.ts', "import { buildApp } from '../fake-server/app.js';\n")).toEqual([
      expect.stringMatching(/site-server \(Node\) may import only contract/),
    ]);
    expect(await problems('fake-server/probe.ts', "import { x } from '../site-build/prerender.js';\n")).toHaveLength(1);
    // By its package alias too (an ESLint pattern starting with # is a comment unless escaped).
    expect(await problems('site-server/probe.ts', "import { buildApp } from '#fake-server/app.js';\n")).toHaveLength(1);
    expect(await problems('web/src/lib/probe.ts', "import { mkdir, readFile, rm } from 'node:fs/promises';\n")).toEqual(
      [expect.stringMatching(/no Node modules/)],
    );
    expect(await problems('web/src/features/blog/probe.ts', "import { x } from '../orders/order-card';\n")).toEqual([
      expect.stringMatching(/Features do not import each other/),
    ]);
    expect(await problems('fake-server/probe.ts', "import { blogs } from '#fixtures/content/blogs.js';\n")).toEqual([]);
    expect(await problems('web/vite.config.ts', "import { x } from '../site-build/chunking.js';\n")).toEqual([]);
    // The data is typed by the database's shape, and runs none of the fake server's code.
    expect(
      await problems('fixtures/content/probe.ts', "import type { X } from '#fake-server/db/schema.js';\n"),
    ).toEqual([]);
    expect(
      await problems('fixtures/content/probe.ts', "import { sha256 } from '#fake-server/db/schema.js';\n"),
    ).toEqual([expect.stringMatching(/fixtures .* may import only contract, and types from fake-server/)]);
    expect(await problems('packages/art/probe.ts', "import { x } from '../../fake-server/app.js';\n")).toHaveLength(1);
    expect(await problems('packages/art/probe.ts', "import { x } from '../../site-build/media-slots.js';\n")).toEqual(
      [],
    );
  });

  it('a new feature folder is bounded as soon as it exists, without editing the config', async () => {
    const dir = 'web/src/features/zz-probe-feature';
    await mkdir(dir, { recursive: true });
    try {
      // A fresh ESLint (the config is read once per process): what it would apply to a file there.
      const config = JSON.parse(
        execFileSync(process.execPath, ['node_modules/eslint/bin/eslint.js', '--print-config', `${dir}/page.tsx`], {
          encoding: 'utf8',
        }),
      ) as { rules: Record<string, [string, { patterns: { group: string[]; message: string }[] }]> };
      const groups = config.rules['@typescript-eslint/no-restricted-imports']![1].patterns;
      expect(groups.find((g) => g.group.includes('../blog'))?.message).toMatch(/Features do not import each other/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the README's Layout table says what layout.json says", async () => {
    const readme = await readFile('README.md', 'utf8');
    const names = (text: string) => [...text.matchAll(/`([\w-]+)`/g)].map((i) => i[1]!);
    const rows = [...readme.matchAll(/^\| `([\w/-]+)\/` \| ([^|]+) \| [^|]+ \| ([^|]+) \|$/gm)].map((m) => {
      const [imports, types] = m[3]!.trim().split(/; types from /);
      return {
        folder: m[1]!,
        runtime: m[2]!.trim(),
        imports: imports === 'packages only' ? [] : names(imports!),
        types: types ? names(types) : undefined,
      };
    });
    expect(rows).toEqual(
      tops.map((folder) => ({
        folder,
        runtime: folders[folder]!.runtime,
        imports: folders[folder]!.imports,
        types: folders[folder]!.types,
      })),
    );
  });
});
