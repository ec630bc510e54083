import { OrderReferenceSchema } from '#contract/checkout.js';
import type { CheckoutSession, OpenCheckout, OrderReference } from './types';

/** FastSpring's Store Builder Library; the only internet address the site knows, loaded only to buy. */
export const LIBRARY_URL = 'https://sbl.onfastspring.com/sbl/1.0.3/fastspring-builder.min.js';
/** The global function the library calls when its popup closes (its `data-popup-closed` attribute). */
export const POPUP_CLOSED_CALLBACK = 'motionAtlasCheckoutClosed';

type Builder = { push: (session: object) => void; checkout: () => void };
type FastSpringWindow = Window & { fastspring?: { builder: Builder } } & Record<string, unknown>;

export class CheckoutUnavailableError extends Error {}

type Options = {
  storefront: string | undefined;
  /** Puts the library's script element into the page (tests hand in their own). */
  inject?: (script: HTMLScriptElement) => void;
};

/** The FastSpring adapter, built from its storefront; `openCheckout` below is the site's. */
export function createFastSpringCheckout({
  storefront,
  inject = (s) => document.head.append(s),
}: Options): OpenCheckout {
  let library: Promise<Builder> | null = null;
  let pending: ((reference: OrderReference) => void) | null = null;
  const win = window as unknown as FastSpringWindow;

  const settle = (reference: OrderReference) => {
    const resolve = pending;
    pending = null;
    resolve?.(reference);
  };

  function load(): Promise<Builder> {
    if (!storefront) return Promise.reject(new CheckoutUnavailableError('VITE_FASTSPRING_STOREFRONT is not set'));
    library ??= new Promise<Builder>((resolve, reject) => {
      // FastSpring hands back `{ id, reference }` after a purchase and null when the buyer closed the popup.
      win[POPUP_CLOSED_CALLBACK] = (data: unknown) => {
        const parsed = OrderReferenceSchema.safeParse(data ?? null);
        settle(parsed.success ? parsed.data : null);
      };
      const script = document.createElement('script');
      script.id = 'fsc-api';
      script.type = 'text/javascript';
      script.src = LIBRARY_URL;
      script.async = true;
      script.dataset.storefront = storefront;
      script.setAttribute('data-popup-closed', POPUP_CLOSED_CALLBACK);
      script.addEventListener('load', () => {
        const builder = win.fastspring?.builder;
        if (builder) resolve(builder);
        else reject(new CheckoutUnavailableError('FastSpring Store Builder did not start'));
      });
      script.addEventListener('error', () =>
        reject(new CheckoutUnavailableError('FastSpring Store Builder could not be loaded')),
      );
      inject(script);
    }).catch((error: unknown) => {
      // A failed load (offline, blocked) may succeed on the next click.
      library = null;
      document.getElementById('fsc-api')?.remove();
      throw error;
    });
    return library;
  }

  return async (session: CheckoutSession) => {
    const builder = await load();
    settle(null);
    return new Promise<OrderReference>((resolve) => {
      pending = resolve;
      // reset: a cart left from an earlier, abandoned attempt must not add a second product.
      builder.push({ reset: true, ...session });
      builder.checkout();
    });
  };
}

export const openCheckout = createFastSpringCheckout({ storefront: import.meta.env.VITE_FASTSPRING_STOREFRONT });
