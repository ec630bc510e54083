import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutSession } from '#contract/checkout.js';
import {
  CheckoutUnavailableError,
  LIBRARY_URL,
  POPUP_CLOSED_CALLBACK,
  createFastSpringCheckout,
} from './fastspring-adapter';

const session: CheckoutSession = {
  products: [{ path: 'muscle-movement-monthly', quantity: 1 }],
  tags: { platform: 'website', userId: 7, goodsId: 1 },
  paymentContact: { email: 'wang.wei@example.com' },
  language: 'zh',
};
const STOREFRONT = 'motionatlas.test.onfastspring.com/popup-motionatlas';
const win = window as unknown as Record<string, unknown>;
const popupClosed = (data: unknown) => (win[POPUP_CLOSED_CALLBACK] as (d: unknown) => void)(data);

/** Stands in for the library: the script is never put into the page, so nothing is fetched. */
function fakeLibrary(outcomes: Array<'load' | 'error'> = ['load']) {
  const scripts: HTMLScriptElement[] = [];
  const builder = { push: vi.fn(), checkout: vi.fn() };
  const inject = (script: HTMLScriptElement) => {
    scripts.push(script);
    const outcome = outcomes.shift() ?? 'load';
    if (outcome === 'load') win.fastspring = { builder };
    queueMicrotask(() => script.dispatchEvent(new Event(outcome)));
  };
  return { scripts, builder, inject };
}

afterEach(() => {
  delete win.fastspring;
  delete win[POPUP_CLOSED_CALLBACK];
});

describe('FastSpring adapter', () => {
  it('loads the Store Builder Library only when buying, once, with the storefront and the popup-closed callback', async () => {
    const lib = fakeLibrary();
    const open = createFastSpringCheckout({ storefront: STOREFRONT, inject: lib.inject });
    expect(lib.scripts).toHaveLength(0);

    const first = open(session);
    await vi.waitFor(() => expect(lib.builder.checkout).toHaveBeenCalledTimes(1));
    const [script] = lib.scripts;
    expect(script!.id).toBe('fsc-api');
    expect(script!.src).toBe(LIBRARY_URL);
    expect(script!.getAttribute('data-storefront')).toBe(STOREFRONT);
    expect(script!.getAttribute('data-popup-closed')).toBe(POPUP_CLOSED_CALLBACK);
    expect(lib.builder.push).toHaveBeenCalledWith({ reset: true, ...session });
    expect(lib.builder.push.mock.invocationCallOrder[0]).toBeLessThan(
      lib.builder.checkout.mock.invocationCallOrder[0]!,
    );

    popupClosed({ id: 'FS-ord-1', reference: 'MOT261122-1234-5678', extra: true });
    await expect(first).resolves.toEqual({ id: 'FS-ord-1', reference: 'MOT261122-1234-5678' });

    const second = open(session);
    await vi.waitFor(() => expect(lib.builder.checkout).toHaveBeenCalledTimes(2));
    popupClosed(null);
    await expect(second).resolves.toBeNull();
    expect(lib.scripts).toHaveLength(1);
  });

  it('answers null for a popup closed with anything but an order reference', async () => {
    const lib = fakeLibrary();
    const open = createFastSpringCheckout({ storefront: STOREFRONT, inject: lib.inject });
    const result = open(session);
    await vi.waitFor(() => expect(lib.builder.checkout).toHaveBeenCalled());
    popupClosed({ unexpected: 1 });
    await expect(result).resolves.toBeNull();
  });

  it('refuses to open without a storefront', async () => {
    const lib = fakeLibrary();
    await expect(
      createFastSpringCheckout({ storefront: undefined, inject: lib.inject })(session),
    ).rejects.toBeInstanceOf(CheckoutUnavailableError);
    expect(lib.scripts).toHaveLength(0);
  });

  it('tries again on the next click after the library failed to load', async () => {
    const lib = fakeLibrary(['error', 'load']);
    const open = createFastSpringCheckout({ storefront: STOREFRONT, inject: lib.inject });
    await expect(open(session)).rejects.toBeInstanceOf(CheckoutUnavailableError);
    const retry = open(session);
    await vi.waitFor(() => expect(lib.builder.checkout).toHaveBeenCalledTimes(1));
    popupClosed(null);
    await expect(retry).resolves.toBeNull();
    expect(lib.scripts).toHaveLength(2);
  });
});
