import type { CheckoutSession } from '#contract/checkout.js';
import { tagId } from '#contract/tag-id.js';
import type { DomainId, PurchaseStatus } from '#contract/entities.js';
import type { Language } from '../../lib/state/preferences';
import type { PendingOrder, TransferConsent } from '../checkout/transfer-consent';
import type { ApprovePaypal, OpenCheckout, OrderReference, PaypalOrder, Provider } from '../checkout/types';
import type { PricingPlan } from './plans';

type Answer<T> = { code: string; message: string; data?: T | null } | null;
type StatusAnswer = Answer<PurchaseStatus>;

/** What buying needs from the outside world; the page hands in the real ones, tests their own. */
export type BuyDeps = {
  signedIn: () => boolean;
  /** Who pays: the signed-in user's id and e-mail, or null when the session does not say (then sign in again). */
  currentUser: () => Promise<Buyer | null>;
  /** The purchase-status envelope, or null when the API layer has already told the visitor why not. */
  checkStatus: (domainId: DomainId) => Promise<StatusAnswer>;
  openCheckout: OpenCheckout;
  approvePaypal: ApprovePaypal;
  /** The separate consent to hand the order's data to the provider abroad, asked once per order. */
  transferConsent: TransferConsent;
  /** The three PayPal calls of the API (null when the API layer has already told the visitor why not). */
  createPaypalOrder: (goodsId: string) => Promise<Answer<PaypalOrder>>;
  capturePaypalOrder: (orderId: string) => Promise<Answer<unknown>>;
  warn: (message: string, onDone?: () => void) => void;
  fail: (message: string) => void;
  goToLogin: () => void;
  t: (key: string) => string;
};

/** The buyer the checkout is tagged with: the login answer's user id, the account's e-mail. */
export type Buyer = { id: string; email: string };

/** A product line (requirements R9: client 3 and its domain id); never read from a plan. */
export type Purchase = { plan: PricingPlan; domainId: DomainId };

export type BuyOutcome =
  | { kind: 'login' }
  | { kind: 'subscribed' }
  | { kind: 'refused' }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  | { kind: 'paid'; reference: NonNullable<OrderReference> };

/**
 * The hosted checkout's session: one product, tagged for the webhook that creates the order, and
 * with the time of the buyer's consent to the transfer where one was asked, so it stays with the order.
 */
export function checkoutSession(
  plan: PricingPlan,
  user: Buyer,
  language: Language,
  consentAt: string | null = null,
): CheckoutSession {
  return {
    products: [{ path: plan.product, quantity: 1 }],
    tags: {
      platform: 'website',
      userId: tagId(user.id),
      goodsId: tagId(plan.id),
      ...(consentAt ? { transferConsent: consentAt } : {}),
    },
    paymentContact: { email: user.email },
    language: language === 'cn' ? 'zh' : 'en',
  };
}

/**
 * What every way to pay checks first (requirements R4): log in first; then ask the server whether the
 * domain is already paid for (no second subscription). Answers the buyer, or why not.
 */
async function readyToBuy(domainId: DomainId, deps: BuyDeps): Promise<Buyer | BuyOutcome> {
  if (!deps.signedIn()) {
    deps.warn(deps.t('pricing.loginFirst'), deps.goToLogin);
    return { kind: 'login' };
  }
  const answer = await deps.checkStatus(domainId);
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
    // A session from before the API named its user: signing in again names it.
    deps.warn(deps.t('pricing.signInAgain'), deps.goToLogin);
    return { kind: 'login' };
  }
  return user;
}
const isOutcome = (value: Buyer | BuyOutcome): value is BuyOutcome => 'kind' in value;

/** The order one consent covers: this account, this plan, this provider (docs/decisions/192). */
const pendingOrder = (user: Buyer, plan: PricingPlan, provider: Provider): PendingOrder => ({
  account: user.id,
  plan: plan.id,
  provider,
});

/** A click on a plan's buy button: the checks above, then the hosted card checkout. */
export async function buyPlan({ plan, domainId }: Purchase, language: Language, deps: BuyDeps): Promise<BuyOutcome> {
  const user = await readyToBuy(domainId, deps);
  if (isOutcome(user)) return user;
  const order = pendingOrder(user, plan, 'fastspring');
  let reference: OrderReference;
  try {
    // The consent's dialog loads on use: a failed load is told as the checkout's would be.
    const consent = await deps.transferConsent.ask(order, language);
    if (!consent.agreed) return { kind: 'cancelled' };
    reference = await deps.openCheckout(checkoutSession(plan, user, language, consent.at));
  } catch (error) {
    console.warn('The checkout could not open:', error);
    deps.fail(deps.t('checkout.unavailable'));
    return { kind: 'failed' };
  }
  if (!reference) return { kind: 'cancelled' };
  deps.transferConsent.paid(order);
  return { kind: 'paid', reference };
}

/**
 * Paying with PayPal, the second way: the same checks, then an order on our API that the buyer
 * approves at PayPal, then its capture, which starts the subscription. A cancelled approval, a
 * capture the server refuses (not approved: 1005) or a refused order are told in the buyer's
 * language (the server's messages are in it too).
 */
export async function buyWithPaypal(
  { plan, domainId }: Purchase,
  language: Language,
  deps: BuyDeps,
): Promise<BuyOutcome> {
  const user = await readyToBuy(domainId, deps);
  if (isOutcome(user)) return user;
  const order = pendingOrder(user, plan, 'paypal');
  let approval;
  try {
    if (!(await deps.transferConsent.ask(order, language)).agreed) return { kind: 'cancelled' };
    approval = await deps.approvePaypal({
      language,
      createOrder: async () => {
        const answer = await deps.createPaypalOrder(plan.id);
        if (answer && answer.code !== 'OK') deps.warn(answer.message || deps.t('errors.unknown'));
        return answer?.code === 'OK' && answer.data ? answer.data : null;
      },
    });
  } catch (error) {
    console.warn('PayPal could not open:', error);
    deps.fail(deps.t('checkout.paypalUnavailable'));
    return { kind: 'failed' };
  }
  if (!approval.orderId) return { kind: 'cancelled' };
  if (approval.outcome === 'cancelled') {
    deps.warn(deps.t('checkout.paypalCancelled'));
    return { kind: 'cancelled' };
  }
  // Approved, or the window closed after PayPal: the server decides whether it can be captured.
  const captured = await deps.capturePaypalOrder(approval.orderId);
  if (!captured) return { kind: 'failed' };
  if (captured.code !== 'OK') {
    deps.warn(captured.message || deps.t('errors.unknown'));
    return { kind: 'refused' };
  }
  deps.transferConsent.paid(order);
  return { kind: 'paid', reference: { id: approval.orderId, reference: approval.orderId } };
}
