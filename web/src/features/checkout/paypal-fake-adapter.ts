import { createElement } from 'react';
import { modals } from '@mantine/modals';
import { apiAddress } from '../../lib/api/address';
import { i18n } from '../../lib/i18n';
import { overlays } from '../../lib/overlays-ready';
import { CheckoutFrame, FrameTitle } from './fake-checkout-frame';
import type { ApprovePaypal, PaypalApproval } from './types';
import classes from './fake-adapter.module.css';

/**
 * The fake server's PayPal approval page in the same kind of full-screen frame as the fake card
 * checkout. It answers with postMessage `{ source: 'fake-paypal', orderId, approved }`; closing
 * the dialog leaves the order as it is (the site then tries to capture it, as after a redirect).
 */
export const approvePaypal: ApprovePaypal = async ({ createOrder }) => {
  const order = await createOrder();
  if (!order) return { outcome: 'cancelled', orderId: null };
  await overlays();
  return new Promise<PaypalApproval>((resolve) => {
    const src = apiAddress(order.approveUrl);
    const origin = new URL(src, window.location.href).origin;
    let modalId: string | null = null;
    let settled = false;
    const finish = (outcome: PaypalApproval['outcome']) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      if (modalId) modals.close(modalId);
      resolve({ outcome, orderId: order.orderId });
    };
    function onMessage(event: MessageEvent) {
      const data = event.data as { source?: unknown; orderId?: unknown; approved?: unknown } | null;
      if (event.origin !== origin || data?.source !== 'fake-paypal' || data.orderId !== order!.orderId) return;
      finish(data.approved === true ? 'approved' : 'cancelled');
    }
    window.addEventListener('message', onMessage);
    modalId = modals.open({
      fullScreen: true,
      radius: 0,
      padding: 0,
      title: createElement(FrameTitle, { title: i18n.t('checkout.paypalTitle') }),
      closeButtonProps: { 'aria-label': i18n.t('checkout.paypalClose') },
      classNames: { content: classes.content, header: classes.header, body: classes.body },
      children: createElement(CheckoutFrame, {
        src,
        title: i18n.t('checkout.paypalFrameTitle'),
        onEscape: () => finish('closed'),
      }),
      onClose: () => finish('closed'),
    });
  });
};
