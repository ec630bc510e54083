import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { Code, type ErrorCode } from '#contract/envelope.js';
import { api } from '#contract/api.js';
import { type MessageKey, issueText, t } from '../i18n/messages.js';
import { REQUEST_ERROR_CODES } from './request-errors.js';

type Issue = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string };

/** The upload answers in its own shape (requirements D3), even when it fails. */
const isUpload = (request: FastifyRequest) => request.routeOptions.url === api.user.upload.path;

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, message: string) {
  if (isUpload(request)) return reply.code(status === 500 ? 500 : 200).send({ state: 'ERROR', url: '', message });
  return reply.code(status).send({ code, message });
}

/** 1005 with the first problem: which field, and why, in the request's language. */
export function validationErrorHandler(err: RequestValidationError, request: FastifyRequest, reply: FastifyReply) {
  const failing = err.body ?? err.query ?? err.pathParams ?? err.headers;
  const issue = (failing?.issues?.[0] ?? { message: 'invalid', path: [] }) as Issue;
  const field = (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') || 'body';
  const reason = issueText(issue.message, request.language);
  return send(request, reply, 200, Code.InvalidParameter, t(request.language, 'invalidParameter', { field, reason }));
}

const byErrorCode: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'uploadTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_FILES_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  ...REQUEST_ERROR_CODES,
};

/** Every failure still answers an envelope; nothing reaches the client as a stack trace. */
export function errorEnvelopes(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RequestValidationError) return validationErrorHandler(error, request, reply);
    const known = error.code ? byErrorCode[error.code] : undefined;
    if (known) return send(request, reply, known.status, Code.InvalidParameter, t(request.language, known.key));
    // busboy's parse failures carry no status: a broken multipart body is the client's fault.
    const brokenMultipart =
      !error.statusCode && /unexpected end of|malformed|boundary not found|multipart/i.test(error.message);
    const status = error.statusCode ?? (brokenMultipart ? 400 : 500);
    if (status >= 400 && status < 500) {
      const reason = error.message.replace(/^FST_\w+:?\s*/, '').slice(0, 200);
      return send(request, reply, 400, Code.InvalidParameter, t(request.language, 'malformed', { reason }));
    }
    request.log.error({ err: error }, 'unexpected failure');
    return send(request, reply, 500, Code.ServerError, t(request.language, 'serverError'));
  });
  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send({
      code: Code.NotFound,
      message: t(request.language, 'pathNotFound', { path: (request.canonicalPath || '/').slice(0, 200) }),
    });
  });
}
