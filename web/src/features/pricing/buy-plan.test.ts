import { describe, expect, it, vi } from 'vitest';
import { transferConsent } from '../checkout/transfer-consent';
import { type BuyDeps, type Buyer, buyPlan, buyWithPaypal, checkoutSession } from './buy-plan';
import type { PricingPlan } from './plans';

const plan: PricingPlan = {
  id: '2',
  product: 'muscle-movement-yearly',
  title: { en: 'Yearly', cn: '年度' },
  text: { en: 'per year', cn: '每年' },
  description: { en: '', cn: '' },
  price: { en: 99.99, cn: 99.99 },
};
/** A plan of the Muscle and Movement line: the page, not the plan, names the line. */
const purchase = { plan, domainId: 1 as const };

function deps(over: Partial<BuyDeps> = {}) {
  return {
    signedIn: () => true,
    currentUser: vi.fn(async (): Promise<Buyer | null> => ({ id: '7', email: 'wang.wei@example.com' })),
    checkStatus: vi.fn(async () => ({ code: 'OK', message: '', data: { isBuy: false, dueTime: null } })),
    openCheckout: vi.fn(async () => ({ id: 'FS1', reference: 'MA261122-AB12' })),
    approvePaypal: vi.fn<BuyDeps['approvePaypal']>(async ({ createOrder }) => ({
      outcome: 'approved',
      orderId: (await createOrder())?.orderId ?? null,
    })),
    createPaypalOrder: vi.fn(async () => ({
      code: 'OK',
      message: '',
      data: { orderId: 'PAYPAL-1', approveUrl: '/__dev/paypal/approve?token=PAYPAL-1' },
    })),
    capturePaypalOrder: vi.fn(async () => ({ code: 'OK', message: '', data: {} })),
    transferConsent: transferConsent(async () => true),
    warn: vi.fn(),
    fail: vi.fn(),
    goToLogin: vi.fn(),
    t: (key: string) => key,
    ...over,
  } satisfies BuyDeps;
}

describe('buyPlan', () => {
  it('asks a visitor to log in first, and goes to Login when the prompt closes', async () => {
    const d = deps({ signedIn: () => false });
    expect(await buyPlan(purchase, 'en', d)).toEqual({ kind: 'login' });
    expect(d.warn).toHaveBeenCalledWith('pricing.loginFirst', d.goToLogin);
    expect(d.checkStatus).not.toHaveBeenCalled();
    expect(d.openCheckout).not.toHaveBeenCalled();
  });

  it('refuses a second subscription while the current one runs', async () => {
    const d = deps({
      checkStatus: vi.fn(async () => ({
        code: 'OK',
        message: '',
        data: { isBuy: true, dueTime: '2027-01-01T00:00:00.000Z' },
      })),
    });
    expect(await buyPlan(purchase, 'en', d)).toEqual({ kind: 'subscribed' });
    expect(d.checkStatus).toHaveBeenCalledWith(1);
    expect(d.warn).toHaveBeenCalledWith('pricing.alreadySubscribed');
    expect(d.openCheckout).not.toHaveBeenCalled();
  });

  it("shows a failed check's server message as a warning", async () => {
    const d = deps({ checkStatus: vi.fn(async () => ({ code: '1005', message: 'Invalid parameter: domainId' })) });
    expect(await buyPlan(purchase, 'en', d)).toEqual({ kind: 'refused' });
    expect(d.warn).toHaveBeenCalledWith('Invalid parameter: domainId');
    expect(d.openCheckout).not.toHaveBeenCalled();
  });

  it('stops quietly when the API layer has already reported the failure', async () => {
    const d = deps({ checkStatus: vi.fn(async () => null) });
    expect(await buyPlan(purchase, 'en', d)).toEqual({ kind: 'failed' });
    expect(d.warn).not.toHaveBeenCalled();
    expect(d.fail).not.toHaveBeenCalled();
  });

  it('opens the checkout with the plan, the user and the language, and answers the reference', async () => {
    const d = deps();
    expect(await buyPlan(purchase, 'cn', d)).toEqual({
      kind: 'paid',
      reference: { id: 'FS1', reference: 'MA261122-AB12' },
    });
    expect(d.openCheckout).toHaveBeenCalledWith({
      products: [{ path: 'muscle-movement-yearly', quantity: 1 }],
      tags: { platform: 'website', userId: 7, goodsId: 2, transferConsent: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      paymentContact: { email: 'wang.wei@example.com' },
      language: 'zh',
    });
  });

  it("asks the product line's purchase status, never a plan's field: patient education checks domain 2", async () => {
    const d = deps();
    await buyPlan({ plan, domainId: 2 }, 'en', d);
    expect(d.checkStatus).toHaveBeenCalledWith(2);
  });

  it('asks a buyer whose session names no user id to sign in again, and opens nothing', async () => {
    const d = deps({ currentUser: vi.fn(async () => null) });
    expect(await buyPlan(purchase, 'en', d)).toEqual({ kind: 'login' });
    expect(d.warn).toHaveBeenCalledWith('pricing.signInAgain', d.goToLogin);
    expect(d.openCheckout).not.toHaveBeenCalled();
  });

  it('tags the checkout with ids as numbers, and a 64-bit id as its text', () => {
    const big = checkoutSession(
      { ...plan, id: '9007199254740993123' },
      { id: '12345678901234567890', email: 'a@b.co' },
      'en',
    );
    expect(big.tags).toEqual({ platform: 'website', userId: '12345678901234567890', goodsId: '9007199254740993123' });
    expect(checkoutSession(plan, { id: '7', email: 'a@b.co' }, 'en').tags).toEqual({
      platform: 'website',
      userId: 7,
      goodsId: 2,
    });
  });

  it('answers cancelled when the buyer closes the checkout', async () => {
    const openCheckout = vi.fn(async () => null);
    expect(await buyPlan(purchase, 'en', deps({ openCheckout }))).toEqual({ kind: 'cancelled' });
    expect((openCheckout.mock.calls[0] as unknown[])[0]).toMatchObject({ language: 'en' });
  });

  it('tells the visitor when the checkout cannot open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const d = deps({ openCheckout: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await buyPlan(purchase, 'en', d)).toEqual({ kind: 'failed' });
    expect(d.fail).toHaveBeenCalledWith('checkout.unavailable');
    warn.mockRestore();
  });
});

describe('buyWithPaypal', () => {
  it('makes the order, has it approved, captures it', async () => {
    const d = deps();
    expect(await buyWithPaypal(purchase, 'en', d)).toEqual({
      kind: 'paid',
      reference: { id: 'PAYPAL-1', reference: 'PAYPAL-1' },
    });
    expect(d.createPaypalOrder).toHaveBeenCalledWith('2');
    expect(d.capturePaypalOrder).toHaveBeenCalledWith('PAYPAL-1');
  });

  it('follows the same rules first: login, then no second subscription', async () => {
    const visitor = deps({ signedIn: () => false });
    expect(await buyWithPaypal(purchase, 'en', visitor)).toEqual({ kind: 'login' });
    const subscribed = deps({
      checkStatus: vi.fn(async () => ({
        code: 'OK',
        message: '',
        data: { isBuy: true, dueTime: '2027-01-01T00:00:00.000Z' },
      })),
    });
    expect(await buyWithPaypal(purchase, 'en', subscribed)).toEqual({ kind: 'subscribed' });
    expect(subscribed.warn).toHaveBeenCalledWith('pricing.alreadySubscribed');
    for (const d of [visitor, subscribed]) expect(d.createPaypalOrder).not.toHaveBeenCalled();
  });

  it('tells a cancelled approval and captures nothing', async () => {
    const d = deps({ approvePaypal: vi.fn(async () => ({ outcome: 'cancelled' as const, orderId: 'PAYPAL-1' })) });
    expect(await buyWithPaypal(purchase, 'en', d)).toEqual({ kind: 'cancelled' });
    expect(d.warn).toHaveBeenCalledWith('checkout.paypalCancelled');
    expect(d.capturePaypalOrder).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a capture before approval", async () => {
    const d = deps({
      approvePaypal: vi.fn(async () => ({ outcome: 'closed' as const, orderId: 'PAYPAL-1' })),
      capturePaypalOrder: vi.fn(async () => ({
        code: '1005',
        message: 'This PayPal order has not been approved by the buyer yet.',
      })),
    });
    expect(await buyWithPaypal(purchase, 'en', d)).toEqual({ kind: 'refused' });
    expect(d.warn).toHaveBeenCalledWith('This PayPal order has not been approved by the buyer yet.');
  });

  it("shows the server's refusal of the order, and a PayPal that cannot open", async () => {
    const refused = deps({
      createPaypalOrder: vi.fn(async () => ({ code: '1005', message: 'No duplicate subscription.' })),
    });
    expect(await buyWithPaypal(purchase, 'en', refused)).toEqual({ kind: 'cancelled' });
    expect(refused.warn).toHaveBeenCalledWith('No duplicate subscription.');
    const broken = deps({ approvePaypal: vi.fn(async () => Promise.reject(new Error('offline'))) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await buyWithPaypal(purchase, 'en', broken)).toEqual({ kind: 'failed' });
    expect(broken.fail).toHaveBeenCalledWith('checkout.paypalUnavailable');
  });
});

describe('the separate consent to hand the order to a provider abroad (docs/decisions/192)', () => {
  const asked = () => vi.fn(async () => true);

  it('is never asked of an English reader, and the checkout carries no consent', async () => {
    const ask = asked();
    const openCheckout = vi.fn(async () => null);
    const d = deps({ transferConsent: transferConsent(ask), openCheckout });
    await buyPlan(purchase, 'en', d);
    await buyWithPaypal(purchase, 'en', d);
    expect(ask).not.toHaveBeenCalled();
    expect(d.createPaypalOrder).toHaveBeenCalled();
    const session = (openCheckout.mock.calls[0] as unknown[])[0] as { tags: object };
    expect(session.tags).toEqual({ platform: 'website', userId: 7, goodsId: 2 });
  });

  it('refused, nothing opens and nothing is sent', async () => {
    const d = deps({ transferConsent: transferConsent(vi.fn(async () => false)) });
    expect(await buyPlan(purchase, 'cn', d)).toEqual({ kind: 'cancelled' });
    expect(await buyWithPaypal(purchase, 'cn', d)).toEqual({ kind: 'cancelled' });
    expect(d.openCheckout).not.toHaveBeenCalled();
    expect(d.createPaypalOrder).not.toHaveBeenCalled();
  });

  it('is remembered for the order, not the click: asked again for another plan, the other provider, or after a payment', async () => {
    const ask = asked();
    const closed = vi.fn(async () => null);
    const d = deps({ transferConsent: transferConsent(ask), openCheckout: closed });
    await buyPlan(purchase, 'cn', d);
    await buyPlan(purchase, 'cn', d);
    expect(ask).toHaveBeenCalledTimes(1);
    const [first, second] = closed.mock.calls.map(
      (call) => (call as unknown[])[0] as { tags: { transferConsent: string } },
    );
    // The time the buyer agreed travels with every session of that order.
    expect(second!.tags.transferConsent).toBe(first!.tags.transferConsent);

    await buyPlan({ ...purchase, plan: { ...plan, id: '3' } }, 'cn', d);
    expect(ask).toHaveBeenCalledTimes(2);
    await buyWithPaypal(purchase, 'cn', d);
    expect(ask).toHaveBeenLastCalledWith('paypal');
    expect(ask).toHaveBeenCalledTimes(3);

    d.openCheckout = vi.fn(async () => ({ id: 'FS1', reference: 'MA1' }));
    expect(await buyPlan(purchase, 'cn', d)).toMatchObject({ kind: 'paid' });
    expect(ask).toHaveBeenCalledTimes(3);
    await buyPlan(purchase, 'cn', d);
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('a consent dialog that cannot load is told as a checkout that cannot open, and opens nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fail = vi.fn();
    const d = deps({ transferConsent: transferConsent(() => Promise.reject(new Error('chunk failed'))), fail });
    expect(await buyPlan(purchase, 'cn', d)).toEqual({ kind: 'failed' });
    expect(await buyWithPaypal(purchase, 'cn', d)).toEqual({ kind: 'failed' });
    expect(fail.mock.calls).toEqual([['checkout.unavailable'], ['checkout.paypalUnavailable']]);
    expect(d.openCheckout).not.toHaveBeenCalled();
    expect(d.createPaypalOrder).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('another account is another order', async () => {
    const ask = asked();
    const consent = transferConsent(ask);
    await buyPlan(purchase, 'cn', deps({ transferConsent: consent }));
    const other = deps({
      transferConsent: consent,
      currentUser: vi.fn(async (): Promise<Buyer | null> => ({ id: '8', email: 'li.na@example.com' })),
    });
    await buyPlan(purchase, 'cn', other);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
