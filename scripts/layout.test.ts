import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layout from '../layout.json' with { type: 'json' };

/**
 * Each top-level folder is one runtime and imports only what layout.json says (docs/decisions/103).
 * Held three ways: the real imports of every file, ESLint refusing a crossing, and the README's
 * Layout table saying what the file says.
 */
type Entry = { runtime?: string; why?: string; imports: string[] };
const folders = layout.folders as Record<string, Entry>;
const exceptions = layout.exceptions as Record<string, Entry>;
const tops = Object.keys(folders);
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const isTest = (file: string) => /\.test(-utils)?\.tsx?$/.test(file);

/** The top-level folder an import lands in, or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('#')) return specifier.slice(1).split('/')[0]!;
  if (!specifier.startsWith('.')) return null;
  return normalize(join(dirname(file), specifier)).split('/')[0]!;
}

describe('the layout: each folder one runtime (layout.json)', () => {
  it('every import of every file stays inside what its folder may import', async () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|js)$/.test(f) && tops.includes(f.split('/')[0]!) && !isTest(f));
    expect(files.length).toBeGreaterThan(300);
    const crossings: string[] = [];
    for (const file of files) {
      const top = file.split('/')[0]!;
      const allowed = new Set([top, ...(exceptions[file] ?? folders[top]!).imports]);
      for (const match of (await readFile(file, 'utf8')).matchAll(IMPORT)) {
        const target = targetOf(file, (match[1] ?? match[2])!);
        if (target && tops.includes(target) && !allowed.has(target)) crossings.push(`${file} -> ${target}`);
      }
    }
    expect(crossings).toEqual([]);
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
    expect(await problems('web/src/lib/probe.ts', "import { mkdir, readFile, rm } from 'node:fs/promises';\n")).toEqual(
      [expect.stringMatching(/no Node modules/)],
    );
    expect(await problems('web/src/features/blog/probe.ts', "import { x } from '../orders/order-card';\n")).toEqual([
      expect.stringMatching(/Features do not import each other/),
    ]);
    expect(await problems('fake-server/probe.ts', "import { scenario } from '#fixtures/index.js';\n")).toEqual([]);
    expect(await problems('web/vite.config.ts', "import { x } from '../site-build/chunking.js';\n")).toEqual([]);
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
    const rows = [...readme.matchAll(/^\| `([\w-]+)\/` \| ([^|]+) \| [^|]+ \| ([^|]+) \|$/gm)].map((m) => ({
      folder: m[1]!,
      runtime: m[2]!.trim(),
      imports: m[3]!.trim() === 'packages only' ? [] : [...m[3]!.matchAll(/`([\w-]+)`/g)].map((i) => i[1]!),
    }));
    expect(rows).toEqual(
      tops.map((folder) => ({ folder, runtime: folders[folder]!.runtime, imports: folders[folder]!.imports })),
    );
  });
});
