import type { Language } from '../../lib/state/preferences';

/** An order made on our API for PayPal: its id, and the fake server's approval page (demo builds). */
export type PaypalOrder = { orderId: string; approveUrl: string };

/** How the buyer left PayPal: approved the order, cancelled, or closed the window (maybe after approving). */
export type PaypalApproval = { outcome: 'approved' | 'cancelled' | 'closed'; orderId: string | null };

export type ApprovePaypal = (request: {
  /** Makes the order on our API; null when it was refused (the caller has told the buyer why). */
  createOrder: () => Promise<PaypalOrder | null>;
  language: Language;
}) => Promise<PaypalApproval>;

/** Whether this build offers PayPal: always with the fake server, in production when a client id is set. */
export const paypalAvailable = import.meta.env.VITE_CHECKOUT === 'fake' || !!import.meta.env.VITE_PAYPAL_CLIENT_ID;

/**
 * PayPal's approval, with the adapter this build was made with (as for the card checkout): the
 * fake server's approval page in development and demo builds, PayPal's JavaScript SDK in
 * production. Neither loads before the buyer chooses PayPal.
 */
export const approveWithPaypal: ApprovePaypal = async (request) => {
  const adapter =
    import.meta.env.VITE_CHECKOUT === 'fake'
      ? await import('./paypal-fake-adapter')
      : await import('./paypal-sdk-adapter');
  return adapter.approvePaypal(request);
};
