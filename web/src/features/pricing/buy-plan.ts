import type { CheckoutSession } from '#contract/checkout.js';
import type { DomainId, PurchaseStatus } from '#contract/entities.js';
import type { Language } from '../../lib/state/preferences';
import type { OpenCheckout, OrderReference } from '../checkout';
import type { PricingPlan } from './plans';

type StatusAnswer = { code: string; message: string; data?: PurchaseStatus | null } | null;

/** What buying needs from the outside world; the page hands in the real ones, tests their own. */
export type BuyDeps = {
  signedIn: () => boolean;
  /** The signed-in user's id and e-mail (fetched when the header has not loaded them yet). */
  currentUser: () => Promise<{ id: number; email: string } | null>;
  /** The purchase-status envelope, or null when the API layer has already told the visitor why not. */
  checkStatus: (domainId: DomainId) => Promise<StatusAnswer>;
  openCheckout: OpenCheckout;
  warn: (message: string, onDone?: () => void) => void;
  fail: (message: string) => void;
  goToLogin: () => void;
  t: (key: string) => string;
};

export type BuyOutcome =
  | { kind: 'login' }
  | { kind: 'subscribed' }
  | { kind: 'refused' }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  | { kind: 'paid'; reference: NonNullable<OrderReference> };

/** The hosted checkout's session: one product, tagged for the webhook that creates the order. */
export function checkoutSession(plan: PricingPlan, user: { id: number; email: string }, language: Language): CheckoutSession {
  return {
    products: [{ path: plan.product, quantity: 1 }],
    tags: { platform: 'website', userId: user.id, goodsId: plan.id },
    paymentContact: { email: user.email },
    language: language === 'cn' ? 'zh' : 'en',
  };
}

/**
 * A click on a plan's buy button (seed-spec §4): log in first; then ask the server whether the
 * domain is already paid for (no second subscription); then the hosted checkout.
 */
export async function buyPlan(plan: PricingPlan, language: Language, deps: BuyDeps): Promise<BuyOutcome> {
  if (!deps.signedIn()) {
    deps.warn(deps.t('pricing.loginFirst'), deps.goToLogin);
    return { kind: 'login' };
  }
  const answer = await deps.checkStatus(plan.domainId);
  if (!answer) return { kind: 'failed' };
  if (answer.code !== 'OK' || !answer.data) {
    deps.warn(answer.message || deps.t('errors.unknown'));
    return { kind: 'refused' };
  }
  if (answer.data.isBuy) {
    deps.warn(deps.t('pricing.alreadySubscribed'));
    return { kind: 'subscribed' };
  }
  const user = await deps.currentUser();
  if (!user) {
    deps.fail(deps.t('errors.unknown'));
    return { kind: 'failed' };
  }
  let reference: OrderReference;
  try {
    reference = await deps.openCheckout(checkoutSession(plan, user, language));
  } catch (error) {
    console.warn('The checkout could not open:', error);
    deps.fail(deps.t('checkout.unavailable'));
    return { kind: 'failed' };
  }
  return reference ? { kind: 'paid', reference } : { kind: 'cancelled' };
}
