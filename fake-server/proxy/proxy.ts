import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAnswer } from '#contract/answers.js';
import { Code } from '#contract/envelope.js';
import type { Inspector } from '../dev/inspector.js';
import { t } from '../i18n/messages.js';
import { UPLOAD_MAX_BYTES } from '../services/uploads.js';
import type { Recorder } from './recorder.js';
import { fileHeaders } from './file-headers.js';
import {
  TooLarge,
  UPSTREAM_MAX_BYTES,
  contractRoute,
  readCapped,
  upstreamAnswerHeaders,
  upstreamRequestHeaders,
} from './upstream.js';

export type ProxyOptions = {
  /** UPSTREAM_URL: the real API every /api call goes to. */
  base: string;
  /** UPSTREAM_STRICT=on: an answer that does not match the contract becomes a 502. */
  strict: boolean;
  /** UPSTREAM_TIMEOUT_MS: how long an upstream call may take before it counts as failed. */
  timeoutMs: number;
  /** UPSTREAM_MAX_BYTES: the largest answer passed on (default 20 MB); a larger one is a 502. */
  maxBytes?: number;
  /** WEB_ORIGIN when it is set: the public origin forwarded (X-Forwarded-Host, -Proto); none, no host is. */
  publicOrigin?: string;
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

/** The only prefixes that ever go upstream. */
const FORWARDED = ['/api/', '/media/', '/uploads/'];
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

  function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    const timedOut = (error as Error).name === 'TimeoutError';
    const tooLarge = error instanceof TooLarge;
    const key = timedOut ? 'upstreamTimeout' : tooLarge ? 'upstreamTooLarge' : 'upstreamDown';
    const message = t(request.language, key);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    stats.lastFailure = {
      at: new Date().toISOString(),
      path: request.canonicalPath,
      message: `${message} (${cause?.code ?? cause?.message ?? (error as Error).message})`,
    };
    return reply.code(timedOut ? 504 : 502).send({ code: Code.ServerError, message });
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    // The canonical path (docs/decisions/075): no dot segment, backslash or encoded slash reaches
    // here, and the routes below only match these three prefixes.
    const path = request.canonicalPath;
    if (!FORWARDED.some((prefix) => path.startsWith(prefix)))
      return reply.code(400).send({ code: Code.InvalidParameter, message: t(request.language, 'notFound') });
    stats.forwarded++;
    let upstream: Response;
    let bytes: Buffer;
    try {
      upstream = await fetch(`${options.base}${path}${request.canonicalQuery}`, {
        method: request.method,
        headers: upstreamRequestHeaders(request, options.publicOrigin),
        body:
          ['GET', 'HEAD'].includes(request.method) || !Buffer.isBuffer(request.body)
            ? undefined
            : new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // The timeout covers the body too: an answer that trickles past it is a 504, not a hang.
      bytes = await readCapped(upstream, options.maxBytes ?? UPSTREAM_MAX_BYTES);
    } catch (error) {
      return failed(request, reply, error);
    }
    const file = !path.startsWith('/api/');
    reply.code(upstream.status).headers(upstreamAnswerHeaders(upstream.headers));
    if (file) return reply.headers(fileHeaders(path)).send(bytes);
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
        recorder.seen(request, route, upstream.status, body);
      }
    }
    // The parsed answer is what the inspector shows; unchanged, it is sent as it came.
    return body === undefined ? reply.send(bytes) : reply.send(body);
  }

  // Raw bodies, whatever their type: the upstream parses them, not us.
  app.register((scope, _options, registered) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES + 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.all('/api/*', forward);
    scope.get('/media/*', forward);
    scope.get('/uploads/*', forward);
    registered();
  });
  return stats;
}
