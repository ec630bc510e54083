import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A <style> element's text, as HTML reads it (a raw text element: nothing decoded, up to `</style`). */
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The CSP source that allows one <style> element's text: its SHA-256, as browsers hash it. */
export const styleSource = (text: string) =>
  // HTML turns every CR LF and lone CR into LF before anything reads the text.
  `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;

/** The hash sources of every <style> element of one page's HTML. */
export const pageStyleSources = (html: string) => [...html.matchAll(STYLE)].map((match) => styleSource(match[1]!));

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * The hash sources of every <style> element in the built pages under `root` (sorted, each once):
 * the build's own (the prerender's stylesheets written into the pages, Mantine's variables and
 * classes: docs/decisions/158), and the only ones a page has, since the app writes none. The
 * site's policy allows exactly these instead of 'unsafe-inline' (docs/decisions/162): an injected
 * <style> is refused wherever the site is served.
 */
export async function styleSources(root: string): Promise<string[]> {
  const found = new Set<string>();
  for await (const file of htmlFiles(root))
    for (const source of pageStyleSources(await readFile(file, 'utf8'))) found.add(source);
  return [...found].sort();
}
