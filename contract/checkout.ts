import { z } from './zod.js';

/** An id in a checkout's tags: a number, or its decimal text when it does not fit one (a 64-bit id). */
const TagIdSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,30}$/)]);

/**
 * The session a hosted checkout is opened with: the shape of FastSpring's Store Builder Library
 * `builder.push(...)`, so the real and the fake adapter take the same thing.
 */
export const CheckoutSessionSchema = z.object({
  products: z.array(z.object({ path: z.string().min(1), quantity: z.number().int().positive() })).min(1),
  tags: z.object({
    platform: z.literal('website'),
    userId: TagIdSchema,
    goodsId: TagIdSchema,
    /** When a reader of the Chinese site gave the separate consent to this transfer abroad (docs/decisions/192). */
    transferConsent: z.iso.datetime().optional(),
  }),
  paymentContact: z.object({ email: z.string() }),
  language: z.enum(['en', 'zh']),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** What the checkout hands back when its window closes: an order reference, or null when abandoned. */
export const OrderReferenceSchema = z.object({ id: z.string(), reference: z.string() }).nullable();
export type OrderReference = z.infer<typeof OrderReferenceSchema>;

/** Test cards of the fake checkout. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  /** Pays now, but every renewal charge fails (to rehearse a failed renewal). */
  failsOnRenewal: '4000000000000341',
} as const;
