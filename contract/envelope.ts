import { z } from './zod.js';

/**
 * Every answer code of the API, in one place (requirements D3). A real backend with other codes is
 * mapped by editing this table only.
 */
export const Code = {
  OK: 'OK',
  Unauthorized: 'Unauthorized',
  /** Registered but not activated: refused with a plain toast. */
  NotActivatedToast: '1001',
  AlreadyRegistered: '1002',
  WrongCredentials: '1003',
  InvalidCode: '1004',
  InvalidParameter: '1005',
  /** Registered but not activated: the client offers to resend the activation mail. */
  NotActivated: '1006',
  TooManyAttempts: '1007',
  NotFound: '1008',
  /** The server failed (HTTP 500); not among the spec's codes (requirements D3). */
  ServerError: '1009',
} as const;

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
