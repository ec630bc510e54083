import type { ApprovePaypal } from './types';

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
