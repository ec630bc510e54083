import { z } from './zod.js';
import { Code } from './codes.js';
import { WirePage, WireText } from './wire.js';

export { Code };

export type CodeValue = (typeof Code)[keyof typeof Code];
export type ErrorCode = Exclude<CodeValue, 'OK'>;

const errorCodes = Object.values(Code).filter((c): c is ErrorCode => c !== Code.OK);
/** A code of the table but OK: what the fake server itself answers (and a fault may arm). */
export const KnownErrorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

/**
 * Any code but OK: the table's codes, or another a real backend sends (as text or a number), which
 * the client treats as "any other code" and shows the server's message (requirements R8).
 */
export const ErrorCodeSchema = z
  .union([z.string().min(1), z.number().int()])
  // The refinement below, as the OpenAPI document states it: no validator may take an OK answer for an error.
  .meta({ not: { const: Code.OK } })
  .transform(String)
  .refine((c) => c !== Code.OK)
  .transform((c) => c as ErrorCode);

/** The answer of a refused call: whatever data it carries is never read as a success. */
export const ErrorEnvelopeSchema = z.object({
  code: ErrorCodeSchema,
  message: WireText,
  data: z
    .unknown()
    .optional()
    .transform(() => undefined),
});

/** `{ code, message, data }`: code OK carries `data`, any other code is an ErrorEnvelope. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.union([z.object({ code: z.literal(Code.OK), message: WireText, data }), ErrorEnvelopeSchema]);
}

/** For calls whose success carries no data. */
export const EmptyEnvelopeSchema = envelope(z.null().optional());

/** Lists answer `data.list` and `data.totalRecord`; pages count from 1. */
export const page = WirePage;

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
