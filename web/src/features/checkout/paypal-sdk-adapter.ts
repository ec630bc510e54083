import { createElement } from 'react';
import { modals } from '@mantine/modals';
import { i18n } from '../../lib/i18n';
import { overlays } from '../../lib/overlays-ready';
import type { ApprovePaypal, PaypalApproval } from './types';
import { PaypalButtons } from './paypal-buttons';

/** PayPal's JavaScript SDK; with the FastSpring library, the only internet addresses the site knows. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

type ButtonsOptions = {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
};
type PaypalNamespace = { Buttons: (options: ButtonsOptions) => { render: (container: HTMLElement) => Promise<void> } };

export class PaypalUnavailableError extends Error {}

let sdk: Promise<PaypalNamespace> | null = null;

/** Loads the SDK once (for the client id and the page's language); a failed load may be retried. */
export function loadPaypal(clientId: string | undefined, language: string): Promise<PaypalNamespace> {
  if (!clientId) return Promise.reject(new PaypalUnavailableError('VITE_PAYPAL_CLIENT_ID is not set'));
  sdk ??= new Promise<PaypalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const query = new URLSearchParams({
      'client-id': clientId,
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
      locale: language === 'cn' ? 'zh_CN' : 'en_US',
    });
    script.src = `${PAYPAL_SDK_URL}?${query}`;
    script.async = true;
    script.addEventListener('load', () => {
      const paypal = (window as unknown as { paypal?: PaypalNamespace }).paypal;
      if (paypal?.Buttons) resolve(paypal);
      else reject(new PaypalUnavailableError('the PayPal SDK did not start'));
    });
    script.addEventListener('error', () => reject(new PaypalUnavailableError('the PayPal SDK could not be loaded')));
    document.head.append(script);
  }).catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}

/**
 * PayPal's own buttons in a dialog: PayPal's window asks the buyer to approve the order our API
 * made (`createOrder`), then `onApprove` hands it back for capture. Closing the dialog first, or
 * PayPal's cancel, leaves nothing to capture.
 */
export const approvePaypal: ApprovePaypal = async ({ createOrder, language }) => {
  const paypal = await loadPaypal(import.meta.env.VITE_PAYPAL_CLIENT_ID, language);
  await overlays();
  return new Promise<PaypalApproval>((resolve, reject) => {
    let orderId: string | null = null;
    let settled = false;
    let modalId: string | null = null;
    const finish = (outcome: PaypalApproval['outcome'] | Error) => {
      if (settled) return;
      settled = true;
      if (modalId) modals.close(modalId);
      if (outcome instanceof Error) reject(outcome);
      else resolve({ outcome, orderId });
    };
    const mount = (container: HTMLElement) =>
      void paypal
        .Buttons({
          createOrder: async () => {
            const order = await createOrder();
            if (!order) throw new Error('refused');
            orderId = order.orderId;
            return order.orderId;
          },
          onApprove: (data) => {
            orderId = data.orderID;
            finish('approved');
          },
          onCancel: () => finish('cancelled'),
          // A refused createOrder has already been explained to the buyer.
          onError: (error) => finish(orderId === null ? 'cancelled' : new PaypalUnavailableError(String(error))),
        })
        .render(container)
        .catch((error: unknown) => finish(new PaypalUnavailableError(String(error))));
    modalId = modals.open({
      title: i18n.t('checkout.paypalTitle'),
      closeButtonProps: { 'aria-label': i18n.t('checkout.paypalClose') },
      children: createElement(PaypalButtons, { mount }),
      onClose: () => finish('closed'),
    });
  });
};
