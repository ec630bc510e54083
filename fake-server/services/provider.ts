import { randomBytes } from 'node:crypto';
import { TEST_CARDS, type CheckoutSession, type OrderReference } from '#contract/checkout.js';
import type { CheckoutArm } from '#contract/dev.contract.js';
import { Code } from '#contract/envelope.js';
import type { PlanRecord, WebhookEventRecord } from '../db/schema.js';
import type { MessageKey } from '../i18n/messages.js';
import { isPast } from './clock.js';
import type { Deps } from './deps.js';
import { purchaseStatus } from './orders.js';
import { findPlan, planParams } from './plans.js';
import { planPrice, planTitle } from './plan-params.js';
import { Refusal } from './refusal.js';
import { type EventData, handleEvent } from './webhooks.js';

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

/** Emits a provider event and delivers it to the site's webhook handler. */
export function emit(deps: Deps, type: string, data: EventData): WebhookEventRecord {
  const event: WebhookEventRecord = {
    id: id('evt_'),
    type,
    created: deps.clock.iso(),
    data,
    processedAt: null,
    deliveries: 0,
  };
  deps.store.data.events.push(event);
  handleEvent(deps, event);
  return event;
}

/** Delivers a stored event again (the dashboard's replay): the handler must ignore it. */
export function redeliver(deps: Deps, eventId: string) {
  const event = deps.store.data.events.find((e) => e.id === eventId);
  return event ? handleEvent(deps, event) : null;
}

/** How long an armed timeout makes the provider take when the arm names no delay. */
export const CHECKOUT_TIMEOUT_MS = 3000;

/**
 * What the provider refuses before any card is read, as FastSpring will not sell a cart it cannot
 * (docs/decisions/132): a plan it cannot read, a product its store does not have (a plan marked
 * `atProvider: false`, or a session naming another product than its plan's), a price that is not
 * above zero. Null when it can sell it.
 */
export function providerRefusal(plan: PlanRecord | undefined, session: CheckoutSession): Refusal | null {
  const params = plan ? planParams(plan) : null;
  // The product's name is not repeated back: a session is whatever a caller sent.
  const refuse = (code: typeof Code.NotFound | typeof Code.InvalidParameter, key: MessageKey) => new Refusal(code, key);
  if (!plan || !params) return refuse(Code.NotFound, 'planNotFound');
  if (plan.atProvider === false || params.product !== session.products[0]?.path)
    return refuse(Code.NotFound, 'productUnknown');
  const price = Number(params.price);
  if (!Number.isFinite(price) || price <= 0) return refuse(Code.InvalidParameter, 'priceInvalid');
  return null;
}

/**
 * The fake hosted checkout's payment (a FastSpring stand-in): what the provider can sell, the
 * buyer, the card, an armed decline or timeout (`arm`, taken once a card is read; its wait is
 * `wait`'s, which ends early when the buyer's connection closes: `reply.hold`), then emits
 * order.completed (delivered twice, as providers do) and subscription.activated.
 */
export async function payCheckout(
  deps: Deps,
  session: CheckoutSession,
  cardNumber: string,
  arm: () => CheckoutArm | null,
  wait: (ms: number) => Promise<unknown>,
): Promise<OrderReference> {
  const plan = findPlan(deps, Number(session.tags.goodsId));
  const refusal = providerRefusal(plan, session);
  if (refusal) throw refusal;
  const user = deps.store.data.users.find((u) => u.id === Number(session.tags.userId));
  if (!plan || !user) throw new Refusal(Code.NotFound, 'planNotFound');
  runDue(deps);
  if (purchaseStatus(deps, user.id, plan.domainId).isBuy) throw new Refusal(Code.InvalidParameter, 'alreadySubscribed');
  const card = cardNumber.replace(/\D/g, '');
  if (card.length < 12) throw new Refusal(Code.InvalidParameter, 'cardInvalid');
  const armed = arm();
  if (armed?.next === 'timeout') {
    await wait(armed.delayMs ?? CHECKOUT_TIMEOUT_MS);
    throw new Refusal(Code.ServerError, 'checkoutTimeout');
  }
  if (armed?.next === 'decline' || (card !== TEST_CARDS.pays && card !== TEST_CARDS.failsOnRenewal))
    throw new Refusal(Code.InvalidParameter, 'cardDeclined');
  const order = id('FS');
  const reference = `MA${deps.clock.iso().slice(2, 10).replace(/-/g, '')}-${randomBytes(2).toString('hex').toUpperCase()}`;
  const data: EventData = {
    subscription: id('fs_sub_'),
    order,
    userId: user.id,
    goodsId: plan.id,
    renewal: card === TEST_CARDS.pays ? 'pays' : 'fails',
  };
  const completed = emit(deps, 'order.completed', data);
  handleEvent(deps, completed);
  emit(deps, 'subscription.activated', data);
  // The provider mails the buyer a receipt, as FastSpring does, in the checkout's language.
  const language = session.language === 'zh' ? 'cn' : 'en';
  const title = planTitle(plan);
  deps.mailer.send('receipt', user.email, language, user.nickName, { link: `${deps.webOrigin}/order` }, 'receipt', {
    plan: (language === 'cn' && title.cn) || title.en,
    price: `US$${planPrice(plan).toFixed(2)}`,
    reference,
  });
  await deps.store.write();
  return { id: order, reference };
}

/** Cancels at period end, as a buyer does from the provider's account page. */
export async function cancelSubscription(deps: Deps, subscriptionId: string) {
  const sub = deps.store.data.subscriptions.find((s) => s.id === subscriptionId);
  if (!sub || sub.state !== 'active') return false;
  emit(deps, 'subscription.canceled', { subscription: sub.id });
  await deps.store.write();
  return true;
}

/**
 * Renews or ends every subscription whose period is over at the fake clock's now: a paying card
 * renews (charge.completed), a failing one is charged in vain and deactivated, a canceled one ends.
 */
export function runDue(deps: Deps): number {
  let changes = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    const sub = deps.store.data.subscriptions.find((s) => s.state !== 'deactivated' && isPast(s.periodEnd, deps.clock));
    if (!sub) break;
    changes++;
    if (sub.state === 'canceled') emit(deps, 'subscription.deactivated', { subscription: sub.id });
    else if (sub.renewal === 'pays')
      emit(deps, 'subscription.charge.completed', { subscription: sub.id, order: id('FS'), at: sub.periodEnd });
    else {
      emit(deps, 'subscription.charge.failed', { subscription: sub.id });
      emit(deps, 'subscription.deactivated', { subscription: sub.id });
    }
  }
  return changes;
}
