import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CheckoutSession } from '#contract/checkout.js';
import { Providers } from '../../app/providers';
import { initI18n, loadTexts } from '../../lib/i18n';
import { fakeCheckoutUrl, openCheckout } from './fake-adapter';

const session: CheckoutSession = {
  products: [{ path: 'msk-patient-education-yearly', quantity: 1 }],
  tags: { platform: 'website', userId: 12, goodsId: 4 },
  paymentContact: { email: '王伟@example.com' },
  language: 'en',
};

const tell = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

beforeAll(async () => {
  await initI18n('en');
  await loadTexts('en', ['checkout']);
});

async function open() {
  render(<Providers>{null}</Providers>);
  // The modals provider starts listening a moment after its first render (the site's has long been up).
  await act(async () => new Promise((r) => setTimeout(r, 100)));
  const result = openCheckout(session);
  const frame = await screen.findByTitle('Card payment form');
  return { result, frame };
}

describe('fake checkout adapter', () => {
  it("puts the session into the fake server's checkout URL as base64url JSON", () => {
    const url = new URL(fakeCheckoutUrl(session), 'http://localhost');
    expect(url.pathname).toBe('/__dev/checkout');
    const raw = url.searchParams.get('session')!;
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(raw.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    );
    expect(JSON.parse(json)).toEqual(session);
  });

  it("resolves null when the page's own × posts no reference", async () => {
    const { result } = await open();
    tell({ source: 'fake-checkout', orderReference: null });
    await expect(result).resolves.toBeNull();
  });

  it("resolves null when the dialog's close button is used", async () => {
    const { result } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close checkout' }));
    await expect(result).resolves.toBeNull();
  });

  it('resolves null on Escape', async () => {
    const { result, frame } = await open();
    fireEvent.keyDown(frame, { key: 'Escape' });
    await expect(result).resolves.toBeNull();
  });
  it('shows the checkout in a titled dialog and resolves with the reference it posts', async () => {
    const { result, frame } = await open();
    expect(frame.getAttribute('src')).toBe(fakeCheckoutUrl(session));
    expect(screen.getByRole('dialog', { name: /Secure checkout/ })).toBeTruthy();
    tell({ source: 'something-else', orderReference: { id: 'x', reference: 'y' } });
    tell({ source: 'fake-checkout', orderReference: { id: 'x', reference: 'y' } }, 'https://elsewhere.example');
    tell({ source: 'fake-checkout', orderReference: { id: 'FS1', reference: 'MA261122-AB12' } });
    await expect(result).resolves.toEqual({ id: 'FS1', reference: 'MA261122-AB12' });
    await waitFor(() => expect(screen.queryByTitle('Card payment form')).toBeNull());
  });
});
