import type { ErrorCode } from '#contract/envelope.js';
import type { MessageKey } from '../i18n/messages.js';

/**
 * A business refusal: travels as HTTP 200 with an envelope code (requirements D3). A limit's
 * refusal says when to try again (`retryAfterS`, sent as Retry-After: routes/answer.ts).
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    readonly retryAfterS?: number,
  ) {
    super(`${code} ${key}`);
  }
}
