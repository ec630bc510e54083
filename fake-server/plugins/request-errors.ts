import type { FastifyError } from 'fastify';
import type { MessageKey } from '../i18n/messages.js';

/**
 * Refusals raised about a request itself, from hooks and parsers (too large, nested too deep, over
 * a budget): plugins/errors.ts answers each with its status and its message in the caller's
 * language. `bodyTooLarge` shares Fastify's own code, so its parsers' refusals read the same.
 */
const REFUSALS = {
  bodyTooLarge: { code: 'FST_ERR_CTP_BODY_TOO_LARGE', status: 413 },
  jsonTooDeep: { code: 'MA_JSON_TOO_DEEP', status: 400 },
  sandboxFull: { code: 'MA_SANDBOX_FULL', status: 413 },
  serverBusy: { code: 'MA_SERVER_BUSY', status: 503 },
} as const satisfies Partial<Record<MessageKey, { code: string; status: number }>>;

export type RequestRefusal = keyof typeof REFUSALS;

/** By error code: the status and the message (plugins/errors.ts). */
export const REQUEST_ERROR_CODES: Record<string, { status: number; key: MessageKey }> = Object.fromEntries(
  Object.entries(REFUSALS).map(([key, { code, status }]) => [code, { status, key: key as MessageKey }]),
);

export function requestError(key: RequestRefusal): FastifyError {
  const error = new Error(key) as FastifyError;
  error.code = REFUSALS[key].code;
  error.statusCode = REFUSALS[key].status;
  return error;
}
