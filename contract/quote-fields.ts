/*
 * An institution's quote request, without zod (docs/decisions/182): its choices and limits, which
 * the form shows before its schema loads on first use (docs/decisions/082). The schema and the
 * message it becomes are in quote-request.ts.
 */

export const INSTITUTION_KINDS = ['university', 'clinic', 'team', 'other'] as const;
/** How an institution pays: by bank transfer under a quote and a contract, or by card on the hosted checkout. */
export const PAYMENT_WAYS = ['transfer', 'card', 'undecided'] as const;
/**
 * Only what the seller can truly issue (web/public/help/en/invoice.html): an invoice in the
 * institution's name, one with its VAT number, or a receipt. Never a mainland VAT invoice (发票):
 * whether the company can issue one depends on its entity, and is agreed before signing.
 */
export const INVOICE_KINDS = ['named', 'vat', 'receipt'] as const;

export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];
export type PaymentWay = (typeof PAYMENT_WAYS)[number];
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const QUOTE_LIMITS = {
  /** The institution, its department or course. */
  field: 120,
  /** Country, city. */
  place: 60,
  person: 80,
  phone: 24,
  seats: 100_000,
  notes: 500,
  /** How far ahead a start date may be, in years. */
  startYears: 3,
} as const;
