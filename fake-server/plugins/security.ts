import type { FastifyInstance } from 'fastify';
import { isDevPath } from './dev-guard.js';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy } from '../../site-server/security.js';

export type SecurityOptions = {
  /** Origins allowed in frames besides our own: the 3D software and the hosted checkout. */
  frameOrigins?: string[];
  /** The hash sources of the demo site's <style> elements (site-server/style-hashes.ts), when it serves one. */
  styles?: string[];
  /**
   * Sites that may frame the software's stand-in pages (CORS_ORIGINS: the sites this API serves),
   * as the real software's pages let the site frame them on the product-detail page.
   */
  framedBy?: string[];
};

/** The developer pages are small server-rendered tools with inline scripts; only they get this. */
export const DEV_PAGE_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'";

/**
 * The demo site's policy: frames and scripts from our origin and the configured frame origins
 * only; <style> elements only those of `styles` (the built pages' own).
 */
export const demoPolicy = (frameOrigins: string[] = [], styles: string[] = []) =>
  contentSecurityPolicy({ scripts: frameOrigins, frames: frameOrigins, styles });

/** The headers every answer carries (also those Fastify gives before any hook runs: plugins/errors.ts). */
export const answerHeaders = (options: SecurityOptions = {}) => ({
  'content-security-policy': demoPolicy(options.frameOrigins, options.styles),
  ...BASE_SECURITY_HEADERS,
});

/**
 * Security headers on every answer (the API, the demo site, the dev pages), the set helmet sends,
 * computed once: a CSP that lets frames come only from our origin and the configured product and
 * checkout origins, no sniffing, no framing by other sites, no referrer leaks.
 */
export function securityHeaders(app: FastifyInstance, options: SecurityOptions = {}) {
  const headers = answerHeaders(options);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  const standInPolicy = DEV_PAGE_POLICY.replace(
    "frame-ancestors 'self'",
    ["frame-ancestors 'self'", ...(options.framedBy ?? [])].join(' '),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (isDevPath(request) && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const standIn = request.canonicalPath.toLowerCase().startsWith('/__dev/stand-in/');
      reply.header('content-security-policy', standIn ? standInPolicy : DEV_PAGE_POLICY);
      // frame-ancestors decides for browsers that know it; X-Frame-Options would refuse every other site.
      if (standIn && options.framedBy?.length) reply.removeHeader('x-frame-options');
    }
    return payload;
  });
}
