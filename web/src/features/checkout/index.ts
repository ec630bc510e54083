import type { OpenCheckout } from './types';

export { paymentConsent } from './transfer-consent';

/**
 * The checkout this build was made with (requirements D4). `VITE_CHECKOUT` is replaced at build time,
 * so the bundler drops the other adapter: a production build carries no fake checkout code, and
 * neither adapter loads before the visitor buys.
 */
export const openCheckout: OpenCheckout = async (session) => {
  const adapter =
    import.meta.env.VITE_CHECKOUT === 'fake' ? await import('./fake-adapter') : await import('./fastspring-adapter');
  return adapter.openCheckout(session);
};
