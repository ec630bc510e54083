import type { CheckoutSession, OrderReference } from '#contract/checkout.js';
import type { Language } from '../../lib/state/preferences';

/*
 * What the checkouts are, apart from how each is loaded: the adapters implement these and the
 * loaders (index.ts, paypal.ts) import the adapters, so the types live here and no import cycle
 * remains.
 */
export type { CheckoutSession, OrderReference };

/** A payment provider abroad that the site hands a buyer's data to before they pay. */
export type Provider = 'fastspring' | 'paypal';

/** A hosted checkout: opens for one session, resolves with the order reference, or null when abandoned. */
export type OpenCheckout = (session: CheckoutSession) => Promise<OrderReference>;

/** An order made on our API for PayPal: its id, and the fake server's approval page (demo builds). */
export type PaypalOrder = { orderId: string; approveUrl: string };

/** How the buyer left PayPal: approved the order, cancelled, or closed the window (maybe after approving). */
export type PaypalApproval = { outcome: 'approved' | 'cancelled' | 'closed'; orderId: string | null };

export type ApprovePaypal = (request: {
  /** Makes the order on our API; null when it was refused (the caller has told the buyer why). */
  createOrder: () => Promise<PaypalOrder | null>;
  language: Language;
}) => Promise<PaypalApproval>;
