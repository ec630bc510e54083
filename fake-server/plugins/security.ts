import type { FastifyInstance } from 'fastify';

export type SecurityOptions = {
  /** Origins allowed in frames besides our own: the 3D software and the hosted checkout. */
  frameOrigins?: string[];
};

/** The developer pages are small server-rendered tools with inline scripts; only they get this. */
const DEV_PAGE_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'";

/** The site's policy: frames, scripts and connections from our origin (and the configured frame origins) only. */
export function contentSecurityPolicy(frameOrigins: string[] = []): string {
  const frames = ["'self'", ...frameOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${frames}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Security headers on every answer (the API, the demo site, the dev pages), the set helmet sends,
 * computed once: a CSP that lets frames come only from our origin and the configured product and
 * checkout origins, no sniffing, no framing by other sites, no referrer leaks.
 */
export function securityHeaders(app: FastifyInstance, options: SecurityOptions = {}) {
  const headers = {
    'content-security-policy': contentSecurityPolicy(options.frameOrigins),
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
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/__dev') && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', DEV_PAGE_POLICY);
    }
    return payload;
  });
}
