/**
 * Which headers a file of the built site carries, by what a browser does with it
 * (docs/decisions/097). Shared by `npm run serve` (site-server/site.ts) and the nginx includes the
 * build writes (site-build/finish.ts), so both hosts send the same.
 *
 * - `document`: pages and anything that may be opened as one (HTML, text, XML, JSON): every header.
 * - `svg`: an image, but opened by its address it is a document that could run script: the
 *   subresource set plus a policy that allows no script at all.
 * - `subresource`: scripts, styles, raster images, fonts, media and captions, which a page loads and
 *   which never become a document that runs anything: caching, type, length, encoding, Vary, nosniff.
 */
export type FileKind = 'document' | 'svg' | 'subresource';

/** The subresources' file name endings (for nginx's location pattern too). */
export const SUBRESOURCES: readonly string[] = [
  ...['js', 'mjs', 'css'],
  ...['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico'],
  ...['woff', 'woff2', 'ttf', 'otf', 'webm', 'mp4', 'vtt'],
];

/** The kind of a served file by its name; a precompressed twin (`.js.br`, `.css.gz`) is its original's kind. */
export function fileKind(path: string): FileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(path.replace(/\.(br|gz)$/i, ''))?.[1]?.toLowerCase() ?? '';
  if (extension === 'svg') return 'svg';
  return SUBRESOURCES.includes(extension) ? 'subresource' : 'document';
}

/**
 * The security headers that mean nothing on a file a page loads (docs/decisions/097). Most govern a
 * document: what it may load (a script or style runs under its page's policy, not its own), who
 * may frame or open it, its process, its links' referrers, old browsers' XSS filter, Flash and IE
 * download prompts. Two protect what a file could reveal or how the host is reached, and the
 * build's files need neither: CORP keeps a response out of another site's process, but these are
 * public and the same for everyone (anyone can fetch them); HSTS is learned from the first secure
 * answer of the host, which is always a page (it carries it). What stays: nosniff, so a file is only
 * ever run or applied as the type it is sent as. A header added to BASE_SECURITY_HEADERS stays on
 * every file until it is named here (tests/api/asset-headers.test.ts asks for the choice).
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * An SVG of ours opened by its address: no script, no loads, inline styles (which our drawings
 * may use), framed by our pages only (X-Frame-Options' replacement). Stricter than the pages' policy
 * and a tenth of its length.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** What turns a page's security headers into those of a file of `kind`: names to drop, values to set. */
export function headerTrim(kind: FileKind): { drop: readonly string[]; set: Record<string, string> } {
  if (kind === 'document') return { drop: [], set: {} };
  return { drop: DOCUMENT_ONLY_HEADERS, set: kind === 'svg' ? { 'content-security-policy': SVG_POLICY } : {} };
}

/** The security headers a file of `kind` carries, from the set a page carries. */
export function securityHeadersFor(kind: FileKind, pageHeaders: Record<string, string>): Record<string, string> {
  const { drop, set } = headerTrim(kind);
  const kept = Object.entries(pageHeaders).filter(([name]) => !drop.includes(name.toLowerCase()));
  return { ...Object.fromEntries(kept), ...set };
}

/**
 * Headers a hashed file (`/assets/`, cached for a year as immutable) has no use for: validators to
 * revalidate a file whose name changes with its content, and byte ranges to resume one of a few
 * kilobytes. Files under other names (robots.txt, share pictures, the intro video) keep them.
 */
export const HASHED_NEEDLESS_HEADERS: readonly string[] = ['etag', 'last-modified', 'accept-ranges'];
