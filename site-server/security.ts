/**
 * The security headers every answer carries (helmet's set, computed once), shared by the fake
 * server (API, demo site, dev pages) and the production site server and its nginx configuration.
 */
export const BASE_SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/** Where the site may load from besides its own origin, by kind. */
export type PolicySources = {
  scripts?: string[];
  connect?: string[];
  frames?: string[];
  images?: string[];
  media?: string[];
  /**
   * The hash sources of the <style> elements the site's pages carry (style-hashes.ts): the only
   * style elements allowed. Style attributes stay allowed (`style-src-attr`): React, Mantine and the
   * prerendered markup set them, and an attribute cannot load or hide anything a rule could.
   */
  styles?: string[];
};

const list = (extra: string[] = []) => ["'self'", ...new Set(extra)].join(' ');

/**
 * The site's policy: scripts, connections, frames and pictures from our origin and the named ones
 * only; no inline script; no <style> element but the build's own (by hash: docs/decisions/162).
 */
export function contentSecurityPolicy(sources: PolicySources = {}): string {
  return [
    "default-src 'self'",
    `script-src ${list(sources.scripts)}`,
    `style-src ${list(sources.styles)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${list(sources.images)} data: blob:`,
    `media-src ${list(sources.media)}`,
    "font-src 'self' data:",
    `connect-src ${list(sources.connect)}`,
    `frame-src ${list(sources.frames)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
