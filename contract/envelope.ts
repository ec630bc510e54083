import { z } from './zod.js';
import { Code } from './codes.js';

export { Code };

export type CodeValue = (typeof Code)[keyof typeof Code];
export type ErrorCode = Exclude<CodeValue, 'OK'>;

const errorCodes = Object.values(Code).filter((c): c is ErrorCode => c !== Code.OK);
export const ErrorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

/** The answer of a refused call: never carries data the client could mistake for success. */
export const ErrorEnvelopeSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  data: z.null().optional(),
});

/** `{ code, message, data }`: code OK carries `data`, any other code is an ErrorEnvelope. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('code', [
    z.object({ code: z.literal(Code.OK), message: z.string(), data }),
    ErrorEnvelopeSchema,
  ]);
}

/** For calls whose success carries no data. */
export const EmptyEnvelopeSchema = envelope(z.null().optional());

/** Lists answer `data.list` and `data.totalRecord`; pages count from 1. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), totalRecord: z.number().int().nonnegative() });
}

/** Non-200 answers (malformed request, unknown path, too large, server fault) still carry an envelope. */
export const transportErrors = {
  400: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  /** Proxy mode: the upstream failed, or answered outside the contract (UPSTREAM_STRICT=on). */
  502: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
  /** Proxy mode: the upstream did not answer in time. */
  504: ErrorEnvelopeSchema,
} as const;
