import type { AppRoute } from '@ts-rest/core';
import type { FastifyRequest } from 'fastify';
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

/** UPSTREAM_MAX_BYTES' default: the most of one upstream answer the proxy holds or passes on. */
export const UPSTREAM_MAX_BYTES = 20 * 1024 * 1024;

export class TooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the answer is larger than ${limit} bytes`);
  }
}

/**
 * An answer's body, read as it streams and given up as soon as it passes `limit` bytes (a declared
 * Content-Length over it is refused before reading): memory stays bounded whatever the upstream
 * sends. A timeout or abort of the request's signal surfaces here as it does in fetch.
 */
export async function readCapped(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new TooLarge(limit);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Request headers that describe the client's own connection or browser session: never forwarded. */
const CLIENT_ONLY = /^(cookie|forwarded|x-forwarded-.*|x-real-ip|x-sandbox)$/;

/**
 * What goes upstream: the call's end-to-end headers without the client's cookies (the API takes
 * its token in a header and needs none) or any forwarding headers it claims; ours describe it.
 * The host and scheme forwarded are the configured public origin's (WEB_ORIGIN), never the
 * client's `Host`: an upstream that builds links from X-Forwarded-Host (mails, redirects) would
 * otherwise send them wherever a client said (docs/decisions/123). Without one, no host is forwarded.
 */
export function upstreamRequestHeaders(request: FastifyRequest, publicOrigin?: string): Record<string, string> {
  const headers = Object.fromEntries(
    Object.entries(endToEnd(request.headers)).filter(([name]) => !CLIENT_ONLY.test(name)),
  );
  const origin = publicOrigin ? new URL(publicOrigin) : null;
  return {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': origin ? origin.protocol.slice(0, -1) : request.protocol,
    ...(origin ? { 'x-forwarded-host': origin.host } : {}),
  };
}

/**
 * The upstream's answer headers this origin takes on: what describes the content and its caching.
 * Security headers, cookies and cross-origin rules stay this server's own (an upstream CSP,
 * X-Frame-Options or Set-Cookie never replaces or weakens them).
 */
const PASSED_ON = new Set([
  'content-type',
  'content-language',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'location',
  'retry-after',
  'vary',
]);
export const upstreamAnswerHeaders = (headers: Headers): Record<string, string> =>
  Object.fromEntries([...headers].filter(([name]) => PASSED_ON.has(name.toLowerCase())));
