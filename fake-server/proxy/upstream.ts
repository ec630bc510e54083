import type { AppRoute } from '@ts-rest/core';
import { routesOf } from '#contract/access.js';
import { api } from '#contract/index.js';

/**
 * Headers that belong to one connection, not to the call (RFC 9110 §7.6.1), and those the
 * forwarding itself rewrites: never passed on in either direction.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'content-encoding',
]);

/** A request's or an answer's headers without the hop-by-hop ones (and any the Connection header names). */
export function endToEnd(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(key) || named.has(key)) continue;
    kept[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}

const apiRoutes = routesOf(api).map((route) => ({
  route,
  regex: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
}));

/** The contract route a method and path would reach (the same schemas the client holds the answer to). */
export function contractRoute(method: string, path: string): AppRoute | undefined {
  return apiRoutes.find((r) => r.route.method === method && r.regex.test(path))?.route;
}

/** The upstream's base address (a path prefix is kept): http(s) only, no query or credentials. */
export function upstreamBase(url: string): string {
  const parsed = new URL(url);
  if (
    !['http:', 'https:'].includes(parsed.protocol) ||
    parsed.username ||
    parsed.password ||
    parsed.search ||
    parsed.hash
  ) {
    throw new Error(`UPSTREAM_URL must be an http(s) address without credentials or query: ${url}`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}
