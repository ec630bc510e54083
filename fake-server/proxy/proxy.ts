import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAnswer } from '#contract/answers.js';
import { Code } from '#contract/envelope.js';
import type { Inspector } from '../dev/inspector.js';
import { t } from '../i18n/messages.js';
import { UPLOAD_MAX_BYTES } from '../services/uploads.js';
import type { Recorder } from './recorder.js';
import { contractRoute, endToEnd } from './upstream.js';

export type ProxyOptions = {
  /** UPSTREAM_URL: the real API every /api call goes to. */
  base: string;
  /** UPSTREAM_STRICT=on: an answer that does not match the contract becomes a 502. */
  strict: boolean;
  /** UPSTREAM_TIMEOUT_MS: how long an upstream call may take before it counts as failed. */
  timeoutMs: number;
};

/** What the dashboard shows of proxy mode. */
export type ProxyStats = {
  base: string;
  strict: boolean;
  forwarded: number;
  checked: number;
  mismatches: number;
  lastMismatch: { at: string; path: string; problem: string } | null;
  lastFailure: { at: string; path: string; message: string } | null;
};

const isJson = (type: string | undefined) => !!type && /\bjson\b/i.test(type);

/**
 * Proxy mode: every /api call (and the media and uploads it links to) goes to the upstream with its
 * headers and raw body (multipart included); the answer comes back with its status and headers.
 * JSON answers of contract routes are checked against the contract's schemas: a mismatch is
 * flagged in the inspector and counted, and in strict mode answered as a 502 envelope naming it.
 * An upstream that fails or does not answer in time is a 502 or 504 envelope, never a hang.
 * Faults (onRequest hook) run before this, exactly as offline.
 */
export function proxyRoutes(app: FastifyInstance, options: ProxyOptions, inspector: Inspector, recorder: Recorder) {
  const stats: ProxyStats = {
    base: options.base,
    strict: options.strict,
    forwarded: 0,
    checked: 0,
    mismatches: 0,
    lastMismatch: null,
    lastFailure: null,
  };

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0]!;
    // A dot segment (plain or encoded) would let the URL parser climb out of /api on the upstream.
    if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path))
      return reply.code(400).send({ code: Code.InvalidParameter, message: t(request.language, 'notFound') });
    const headers = endToEnd(request.headers);
    stats.forwarded++;
    let upstream: Response;
    try {
      upstream = await fetch(`${options.base}${request.url}`, {
        method: request.method,
        headers,
        body:
          ['GET', 'HEAD'].includes(request.method) || !Buffer.isBuffer(request.body)
            ? undefined
            : new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const message = timedOut ? t(request.language, 'upstreamTimeout') : t(request.language, 'upstreamDown');
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      stats.lastFailure = {
        at: new Date().toISOString(),
        path,
        message: `${message} (${cause?.code ?? cause?.message ?? (error as Error).message})`,
      };
      return reply.code(timedOut ? 504 : 502).send({ code: Code.ServerError, message });
    }
    // Cross-origin rules are this server's own (CORS_ORIGINS), not the upstream's.
    const answerHeaders = Object.fromEntries(
      Object.entries(endToEnd(Object.fromEntries(upstream.headers))).filter(
        ([name]) => !name.startsWith('access-control-'),
      ),
    );
    const bytes = Buffer.from(await upstream.arrayBuffer());
    reply.code(upstream.status).headers(answerHeaders);
    if (!isJson(upstream.headers.get('content-type') ?? undefined)) return reply.send(bytes);
    let body: unknown;
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      body = undefined;
    }
    const route = contractRoute(request.method, path);
    if (route && upstream.status !== 302) {
      stats.checked++;
      const check =
        body === undefined
          ? { ok: false as const, problem: 'the answer is not JSON' }
          : checkAnswer(route, upstream.status, body);
      if (!check.ok) {
        stats.mismatches++;
        stats.lastMismatch = { at: new Date().toISOString(), path, problem: check.problem };
        inspector.flag(request, `upstream answer does not match the contract: ${check.problem}`);
        if (options.strict) {
          return reply
            .code(502)
            .headers({ 'content-type': 'application/json; charset=utf-8' })
            .send({
              code: Code.ServerError,
              message: `${t(request.language, 'upstreamMismatch')} ${request.method} ${path}: ${check.problem}`,
            });
        }
      } else if (route.method === 'GET') {
        await recorder.seen(request, upstream.status, body);
      }
    }
    // The parsed answer is what the inspector shows; unchanged, it is sent as it came.
    return body === undefined ? reply.send(bytes) : reply.send(body);
  }

  // Raw bodies, whatever their type: the upstream parses them, not us.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES + 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.all('/api/*', forward);
    scope.get('/media/*', forward);
    scope.get('/uploads/*', forward);
  });
  return stats;
}
