import { createElement } from 'react';
import { modals } from '@mantine/modals';
import { OrderReferenceSchema } from '#contract/checkout.js';
import { apiAddress } from '../../lib/api/address';
import { i18n } from '../../lib/i18n';
import { overlays } from '../../lib/overlays-ready';
import type { CheckoutSession, OpenCheckout, OrderReference } from './types';
import { CheckoutFrame, FrameTitle } from './fake-checkout-frame';
import classes from './fake-adapter.module.css';

/** The fake server's hosted checkout page for a session (requirements D4): `?session=<base64url JSON>`. */
export function fakeCheckoutUrl(session: CheckoutSession): string {
  const bytes = new TextEncoder().encode(JSON.stringify(session));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return apiAddress(`/__dev/checkout?session=${encoded}`);
}

/**
 * Opens the fake checkout full screen. It answers with postMessage `{ source: 'fake-checkout',
 * orderReference }` (null from its own × button); Escape or the dialog's close button cancel.
 */
export const openCheckout: OpenCheckout = async (session) => {
  await overlays();
  return new Promise<OrderReference>((resolve) => {
    const src = fakeCheckoutUrl(session);
    const origin = new URL(src, window.location.href).origin;
    let modalId: string | null = null;
    let settled = false;

    const finish = (reference: OrderReference) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      if (modalId) modals.close(modalId);
      resolve(reference);
    };
    function onMessage(event: MessageEvent) {
      const data = event.data as { source?: unknown; orderReference?: unknown } | null;
      if (event.origin !== origin || data?.source !== 'fake-checkout') return;
      const parsed = OrderReferenceSchema.safeParse(data.orderReference ?? null);
      finish(parsed.success ? parsed.data : null);
    }

    window.addEventListener('message', onMessage);
    modalId = modals.open({
      fullScreen: true,
      radius: 0,
      padding: 0,
      title: createElement(FrameTitle, {}),
      closeButtonProps: { 'aria-label': i18n.t('checkout.close') },
      classNames: { content: classes.content, header: classes.header, body: classes.body },
      children: createElement(CheckoutFrame, {
        src,
        title: i18n.t('checkout.frameTitle'),
        onEscape: () => finish(null),
      }),
      onClose: () => finish(null),
    });
  });
};
