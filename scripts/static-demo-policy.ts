import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DEV_PAGE_POLICY, demoPolicy } from '../fake-server/plugins/security.js';
import { styleSources } from '../site-server/style-hashes.js';

/** Directives a policy in a `<meta>` element cannot hold: browsers ignore them there (CSP 3, 6.4). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** A header's policy as a meta element may carry it: the same directives, less those only a header can. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY.has(directive.split(/\s+/)[0]!.toLowerCase()))
    .join('; ');
}

/**
 * The policy each page of the published folder carries, as `npm run demo` sends it: the site's
 * pages and the help documents the demo's policy, allowing the <style> elements of `styles` (the
 * folder's own pages'); the API reference the dev pages' (the worker serves it at `__dev/api`,
 * where the fake server adds the same as a header).
 */
export const policyFor = (page: string, styles: string[] = []) =>
  metaPolicy(page === 'docs/api/index.html' ? DEV_PAGE_POLICY : demoPolicy([], styles));

const metaElement = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy}">`;

/** Puts the policy first in the head, right after the charset (before anything it governs). */
export function withPolicy(html: string, policy: string): string {
  const anchor = /<meta\s+charset=[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!anchor) throw new Error('A page without a <head>: nowhere to put its policy');
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}\n    ${metaElement(policy)}${html.slice(at)}`;
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Static hosts send no headers of ours, so every page of the static demo carries its
 * Content-Security-Policy as a meta element (issue 46): what a meta policy can hold of it.
 */
export async function addPolicies(out: string) {
  // Hashed before any policy is written in: a meta element is not a <style>, so they stay the same.
  const styles = await styleSources(out);
  for await (const file of htmlFiles(out)) {
    const page = relative(out, file).split('\\').join('/');
    await writeFile(file, withPolicy(await readFile(file, 'utf8'), policyFor(page, styles)));
  }
}
