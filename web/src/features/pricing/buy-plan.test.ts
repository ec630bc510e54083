import { describe, expect, it, vi } from 'vitest';
import { type BuyDeps, buyPlan } from './buy-plan';
import type { PricingPlan } from './plans';

const plan: PricingPlan = {
  id: 2,
  domainId: 1,
  product: 'muscle-movement-yearly',
  title: { en: 'Yearly', cn: '年度' },
  text: { en: 'per year', cn: '每年' },
  description: { en: '', cn: '' },
  price: { en: 99.99, cn: 99.99 },
};

function deps(over: Partial<BuyDeps> = {}) {
  return {
    signedIn: () => true,
    currentUser: vi.fn(async () => ({ id: 7, email: 'wang.wei@example.com' })),
    checkStatus: vi.fn(async () => ({ code: 'OK', message: '', data: { isBuy: false, dueTime: null } })),
    openCheckout: vi.fn(async () => ({ id: 'FS1', reference: 'MA261122-AB12' })),
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
    expect(await buyPlan(plan, 'en', d)).toEqual({ kind: 'login' });
    expect(d.warn).toHaveBeenCalledWith('pricing.loginFirst', d.goToLogin);
    expect(d.checkStatus).not.toHaveBeenCalled();
    expect(d.openCheckout).not.toHaveBeenCalled();
  });

  it('refuses a second subscription while the current one runs', async () => {
    const d = deps({ checkStatus: vi.fn(async () => ({ code: 'OK', message: '', data: { isBuy: true, dueTime: '2027-01-01T00:00:00.000Z' } })) });
    expect(await buyPlan(plan, 'en', d)).toEqual({ kind: 'subscribed' });
    expect(d.checkStatus).toHaveBeenCalledWith(1);
    expect(d.warn).toHaveBeenCalledWith('pricing.alreadySubscribed');
    expect(d.openCheckout).not.toHaveBeenCalled();
  });

  it("shows a failed check's server message as a warning", async () => {
    const d = deps({ checkStatus: vi.fn(async () => ({ code: '1005', message: 'Invalid parameter: domainId' })) });
    expect(await buyPlan(plan, 'en', d)).toEqual({ kind: 'refused' });
    expect(d.warn).toHaveBeenCalledWith('Invalid parameter: domainId');
    expect(d.openCheckout).not.toHaveBeenCalled();
  });

  it('stops quietly when the API layer has already reported the failure', async () => {
    const d = deps({ checkStatus: vi.fn(async () => null) });
    expect(await buyPlan(plan, 'en', d)).toEqual({ kind: 'failed' });
    expect(d.warn).not.toHaveBeenCalled();
    expect(d.fail).not.toHaveBeenCalled();
  });

  it('opens the checkout with the plan, the user and the language, and answers the reference', async () => {
    const d = deps();
    expect(await buyPlan(plan, 'cn', d)).toEqual({ kind: 'paid', reference: { id: 'FS1', reference: 'MA261122-AB12' } });
    expect(d.openCheckout).toHaveBeenCalledWith({
      products: [{ path: 'muscle-movement-yearly', quantity: 1 }],
      tags: { platform: 'website', userId: 7, goodsId: 2 },
      paymentContact: { email: 'wang.wei@example.com' },
      language: 'zh',
    });
  });

  it('answers cancelled when the buyer closes the checkout', async () => {
    const openCheckout = vi.fn(async () => null);
    expect(await buyPlan(plan, 'en', deps({ openCheckout }))).toEqual({ kind: 'cancelled' });
    expect((openCheckout.mock.calls[0] as unknown[])[0]).toMatchObject({ language: 'en' });
  });

  it('tells the visitor when the checkout cannot open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const d = deps({ openCheckout: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await buyPlan(plan, 'en', d)).toEqual({ kind: 'failed' });
    expect(d.fail).toHaveBeenCalledWith('checkout.unavailable');
    warn.mockRestore();
  });
});
