import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { Code, type ErrorCode } from '#contract/envelope.js';
import { api } from '#contract/api.js';
import { type MessageKey, issueText, parseLanguage, t } from '../i18n/messages.js';
import type { Language } from '#contract/language.js';
import { REQUEST_ERROR_CODES } from './request-errors.js';
import { issueReasonCn } from '../i18n/issue-reasons-cn.js';
import { corsHeadersOf } from './cors.js';
import { clientErrorHandler } from '../../site-server/client-errors.js';

type Issue = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string; code?: string };

/**
 * An issue's reason in the caller's language: the catalogue's for the contract's own messages,
 * our Chinese for zod's own issues (given the value, which a finished issue no longer carries).
 */
function reasonOf(issue: Issue, input: unknown, language: Language): string {
  const own = issueText(issue.message, language);
  if (own !== issue.message || language === 'en' || !issue.code) return own;
  return issueReasonCn(issue, input);
}

/** The value an issue is about: `path` walked from the request part that failed. */
function valueAt(source: unknown, path: ReadonlyArray<PropertyKey | { key: PropertyKey }>): unknown {
  let value = source;
  for (const step of path) {
    const key = typeof step === 'object' ? step.key : step;
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return value;
}

/** The upload answers in its own shape (requirements D3), even when it fails. */
const isUpload = (request: FastifyRequest) => request.routeOptions.url === api.user.upload.path;

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  if (isUpload(request)) return reply.code(status === 500 ? 500 : 200).send({ state: 'ERROR', url: '', message });
  return reply.code(status).send({ code, message });
}

/** 1005 with the first problem: which field, and why, in the request's language. */
export function validationErrorHandler(err: RequestValidationError, request: FastifyRequest, reply: FastifyReply) {
  const [failing, source] = err.body
    ? [err.body, request.body]
    : err.query
      ? [err.query, request.query]
      : err.pathParams
        ? [err.pathParams, request.params]
        : [err.headers, request.headers];
  const issue = (failing?.issues?.[0] ?? { message: 'invalid', path: [] }) as Issue;
  const field = (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') || 'body';
  const reason = reasonOf(issue, valueAt(source, issue.path ?? []), request.language);
  return send(request, reply, 200, Code.InvalidParameter, t(request.language, 'invalidParameter', { field, reason }));
}

const byErrorCode: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'uploadTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'bodyNotJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'bodyNotJson' },
  ...REQUEST_ERROR_CODES,
};

/**
 * The addresses the server's routes answer (their patterns, `:name` a path segment) and the methods
 * each takes; catch-all routes (the site's pages, proxy mode's /api) are left out.
 */
function knownRoutes(app: FastifyInstance) {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const entry = routes.get(route.url) ?? {
      pattern: new RegExp(
        `^${route.url
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}$`,
      ),
      methods: new Set<string>(),
    };
    for (const method of [route.method].flat()) entry.methods.add(method);
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
    routes.set(route.url, entry);
  });
  return {
    methodsOf(path: string): string[] {
      const methods = new Set<string>();
      for (const { pattern, methods: taken } of routes.values())
        if (pattern.test(path)) for (const m of taken) methods.add(m);
      return [...methods].sort();
    },
  };
}

/** Every failure still answers an envelope; nothing reaches the client as a stack trace. */
export function errorEnvelopes(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RequestValidationError) return validationErrorHandler(error, request, reply);
    const known = error.code ? byErrorCode[error.code] : undefined;
    if (known) return send(request, reply, known.status, Code.InvalidParameter, t(request.language, known.key));
    // busboy's parse failures carry no status: a broken multipart body is the client's fault.
    const brokenMultipart =
      !error.statusCode && /unexpected end of|malformed|boundary not found|multipart/i.test(error.message);
    if (brokenMultipart)
      return send(request, reply, 400, Code.InvalidParameter, t(request.language, 'bodyNotMultipart'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const reason = error.message.replace(/^FST_\w+:?\s*/, '').slice(0, 200);
      return send(request, reply, 400, Code.InvalidParameter, t(request.language, 'malformed', { reason }));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return send(request, reply, 500, Code.ServerError, t(request.language, 'serverError'));
  });
  const routes = knownRoutes(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.canonicalPath || '/';
    // An address the server has, asked with a method it does not take: 405 and what it takes (RFC 9110).
    // A route that found nothing (a missing upload) is a 404 as before.
    const allowed = routes.methodsOf(path);
    if (allowed.length > 0 && !allowed.includes(request.method))
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          code: Code.NotFound,
          message: t(request.language, 'methodNotAllowed', { method: request.method, allowed: allowed.join(', ') }),
        });
    return reply.code(404).send({
      code: Code.NotFound,
      message: t(request.language, 'pathNotFound', { path: (request.canonicalPath || '/').slice(0, 200) }),
    });
  });
}

/** Longest path parameter Fastify's router matches (its default); a longer one is refused with 414. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Refusals Fastify makes before any route or hook runs (a percent escape that is not UTF-8, a path
 * parameter over MAX_PARAM_LENGTH): the envelope in the caller's language, with every answer's headers.
 */
export const frameworkErrors =
  (headers: Record<string, string>, corsOrigins: string[] = []): NonNullable<FastifyServerOptions['frameworkErrors']> =>
  (error, request, reply) => {
    const language = parseLanguage(request.headers.language);
    const [status, message] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, t(language, 'pathPartTooLong', { max: String(MAX_PARAM_LENGTH) })]
        : [400, t(language, 'badUrlEncoding')];
    void (reply as FastifyReply)
      .code(status)
      .headers({ ...headers, ...corsHeadersOf(request.headers.origin, corsOrigins) })
      .send({ code: Code.InvalidParameter, message });
  };

const PARSER_KEYS = { 400: 'badRequest', 408: 'requestTimeout', 431: 'headersTooLarge' } as const;

/**
 * Refusals Node's HTTP parser makes before Fastify (431, 400, 408: site-server/client-errors.ts):
 * the envelope in the caller's language (when its `language` header could be read), with every
 * answer's headers and, for an allowed origin, CORS's.
 */
export const parserErrors = (headers: Record<string, string>, corsOrigins: string[], timeoutMs: number) =>
  clientErrorHandler((error) => ({
    headers: { ...headers, ...corsHeadersOf(error.headers.origin, corsOrigins) },
    body: {
      code: Code.InvalidParameter,
      message: t(parseLanguage(error.headers.language), PARSER_KEYS[error.status], {
        seconds: String(Math.round(timeoutMs / 1000)),
      }),
    },
  }));
