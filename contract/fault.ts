import { KnownErrorCodeSchema } from './envelope.js';
import { wholeNumber } from './fields.js';
import { z } from './zod.js';

/*
 * A fault a tester arms through /__dev/faults (fake-server/dev/faults.ts): the next matching /api
 * calls fail on purpose. Every fault ends 30 minutes after it was armed (docs/decisions/161).
 */

/** Faults held at once, and the largest answer body one may carry: a tester's tool, not a memory sink. */
export const FAULTS_MAX = 50;
export const FAULT_BODY_MAX_CHARS = 64 * 1024;

export const FaultInputSchema = z.object({
  /** A path such as /api/u/user/info, or '*' for every /api call. */
  path: z.string().min(1).max(300),
  method: z.enum(['GET', 'POST', 'DELETE', 'PUT', 'PATCH']).optional(),
  status: wholeNumber(200, 599).optional(),
  code: KnownErrorCodeSchema.optional(),
  message: z.string().max(500).optional(),
  delayMs: wholeNumber(0, 120_000).optional(),
  /** Destroy the connection without an answer. */
  drop: z.boolean().optional(),
  /** Answer this JSON body as is (e.g. a deliberately wrong shape). */
  body: z
    .unknown()
    .refine((b) => b === undefined || (JSON.stringify(b)?.length ?? 0) <= FAULT_BODY_MAX_CHARS, {
      error: `at most ${FAULT_BODY_MAX_CHARS} characters of JSON`,
    })
    .optional(),
  /** How many calls it applies to (absent: any number); every fault ends 30 minutes after it was armed, as `expiresAt` says. */
  times: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
});
/** A fault as armed: its id, the calls it has left (null: any number), and when it ends by itself (real time). */
export const FaultSchema = FaultInputSchema.extend({
  id: z.string(),
  remaining: z.number().nullable(),
  expiresAt: z.string(),
});
export type FaultInput = z.infer<typeof FaultInputSchema>;
export type Fault = z.infer<typeof FaultSchema>;
