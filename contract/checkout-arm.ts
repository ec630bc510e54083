import { wholeNumber } from './fields.js';
import { z } from './zod.js';

/**
 * How the fake payment provider answers the next card payment that reaches it (docs/decisions/132):
 * `decline` refuses the card whatever it is, `timeout` answers after `delayMs` (3 s when absent)
 * that it could not finish in time; neither charges anything. Used up by that payment.
 */
export const CheckoutArmSchema = z.object({
  next: z.enum(['decline', 'timeout']),
  delayMs: wholeNumber(0, 60_000).optional(),
});
export type CheckoutArm = z.infer<typeof CheckoutArmSchema>;
/** The arm as the dev surface shows it: `pay` is nothing armed (the next payment goes as its card says). */
export const CheckoutNextSchema = z.object({
  next: z.enum(['decline', 'timeout', 'pay']),
  delayMs: wholeNumber(0, 60_000).optional(),
});
