import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures';
import { FOLDERS } from './global-setup';

/**
 * Issue 46, finding 10: a static host sends no headers of ours, so every page of the published
 * folder carries the demo's Content-Security-Policy itself, as a meta element holding what a meta
 * policy can (no frame-ancestors, report-uri, report-to or sandbox: browsers ignore them there).
 * The policy's text is computed and unit-tested in scripts/static-demo-policy.test.ts; that it is
 * in force, by the first visit of journey.spec.ts.
 */
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/gi;

async function pages(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith('.html')) found.push(join(entry.parentPath, entry.name));
  return found;
}

test('every page of both folders carries the policy as its first element after the charset', async () => {
  for (const { dir } of Object.values(FOLDERS)) {
    const files = await pages(dir);
    expect(files.map((f) => relative(dir, f)).sort()).toEqual(
      expect.arrayContaining(['404.html', 'index.html', 'docs/api/index.html', 'help/en/privacy-policy.html']),
    );
    for (const file of files) {
      const html = await readFile(file, 'utf8');
      const policies = [...html.matchAll(META)].map((m) => m[1]!);
      expect(policies, file).toHaveLength(1);
      const head = html.slice(0, html.search(META));
      expect(head, `${file}: nothing before the policy but the charset`).not.toMatch(/<(script|link|style|base)\b/i);
      const directives = policies[0]!.split(/;\s*/).map((d) => d.split(/\s+/)[0]);
      expect(directives, file).toEqual(expect.arrayContaining(['default-src', 'script-src', 'object-src', 'base-uri']));
      expect(
        directives.filter((d) => ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'].includes(d!)),
        file,
      ).toEqual([]);
      if (!file.endsWith(join('docs', 'api', 'index.html')))
        expect(policies[0], `${file}: no inline script`).toContain("script-src 'self';");
    }
  }
});
