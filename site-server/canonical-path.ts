import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * One canonical path per request, decided once at the edge (docs/decisions/075): Fastify's
 * `rewriteUrl` runs before routing, so the router, every hook and every plugin see the same path.
 *
 * - percent-encoded unreserved characters (`%5F` for `_`, `%2E` for `.`, any hex case) are decoded,
 *   other escapes keep their meaning with upper-case hex;
 * - doubled slashes are merged (as nginx's `merge_slashes` does);
 * - what no honest client sends is refused with 400 before any hook: a backslash (raw or `%5C`,
 *   which WHATWG URL parsers and `fetch` read as `/`), an encoded `/` (`%2F`), a dot segment
 *   (`.`, `..`, raw or encoded), a NUL, a broken escape, and any target that is not a path
 *   (absolute form `http://host/x`, `*`).
 */
export type PathVerdict = { path: string; query: string } | { refused: string };

const UNRESERVED = /[A-Za-z0-9\-._~]/;

export function canonicalPath(target: string): PathVerdict {
  if (!target.startsWith('/')) return { refused: 'not a path' };
  const cut = target.indexOf('?');
  const raw = cut === -1 ? target : target.slice(0, cut);
  const query = cut === -1 ? '' : target.slice(cut);
  if (raw.includes('\\')) return { refused: 'backslash' };
  let path = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char !== '%') {
      path += char;
      continue;
    }
    const hex = raw.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return { refused: 'broken escape' };
    const decoded = String.fromCharCode(parseInt(hex, 16));
    if (decoded === '/' || decoded === '\\') return { refused: 'encoded separator' };
    if (decoded === '\0') return { refused: 'NUL' };
    path += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
    i += 2;
  }
  path = path.replace(/\/{2,}/g, '/');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return { refused: 'dot segment' };
  return { path, query };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The canonical path (no query): the only path any decision may read (docs/decisions/075). */
    readonly canonicalPath: string;
    /** The query as the client sent it, with its `?` (or ''): forwarded, never decided on. */
    readonly canonicalQuery: string;
  }
}
type Marked = IncomingMessage & { canonical?: PathVerdict };
/** Where the router sends a refused target: no route owns it, and the first hook answers 400. */
const REFUSED_TARGET = '/.refused';

/** The server option that canonicalises every request target before routing. */
export const canonicalRewrite: NonNullable<FastifyServerOptions['rewriteUrl']> = (req) => {
  const verdict = canonicalPath(req.url ?? '');
  (req as Marked).canonical = verdict;
  return 'refused' in verdict ? REFUSED_TARGET : `${verdict.path}${verdict.query}`;
};

/**
 * The first hook: refuses (400, before anything else runs or answers) a target the rewrite refused,
 * and gives every request its `canonicalPath`. Register it before any other hook.
 */
export function canonicalEdge(
  app: FastifyInstance,
  refusal: (request: FastifyRequest, reason: string, reply: FastifyReply) => unknown,
) {
  app.decorateRequest('canonicalPath', '');
  app.decorateRequest('canonicalQuery', '');
  app.addHook('onRequest', async (request, reply) => {
    const verdict = (request.raw as Marked).canonical ?? canonicalPath(request.raw.url ?? '');
    if ('refused' in verdict) return reply.code(400).send(refusal(request, verdict.refused, reply));
    Object.assign(request, { canonicalPath: verdict.path, canonicalQuery: verdict.query });
  });
}
