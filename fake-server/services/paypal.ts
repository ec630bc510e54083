import { randomBytes } from 'node:crypto';
import { Code } from '#contract/envelope.js';
import type { Language, UserRecord } from '../db/schema.js';
import type { Deps } from './deps.js';
import { orderView, purchaseStatus, startSubscription } from './orders.js';
import { findPlan } from './plans.js';
import { runDue } from './provider.js';
import { Refusal } from './refusal.js';

function purchasablePlan(deps: Deps, user: UserRecord, goodsId: number) {
  const plan = findPlan(deps, goodsId);
  if (!plan) throw new Refusal(Code.NotFound, 'planNotFound');
  runDue(deps);
  if (purchaseStatus(deps, user.id, plan.domainId).isBuy) throw new Refusal(Code.InvalidParameter, 'alreadySubscribed');
  return plan;
}

/** PayPal "create order": the buyer approves it on the (fake) PayPal page, then the site captures. */
export async function createPaypalOrder(deps: Deps, user: UserRecord, goodsId: number, language: Language = 'en') {
  purchasablePlan(deps, user, goodsId);
  const orderId = `PAYPAL-${randomBytes(8).toString('hex').toUpperCase()}`;
  deps.store.data.paypalOrders.push({
    id: orderId,
    userId: user.id,
    goodsId,
    status: 'CREATED',
    createdAt: deps.clock.iso(),
  });
  await deps.store.write();
  return {
    orderId,
    status: 'CREATED' as const,
    approveUrl: `${deps.webOrigin}/__dev/paypal/approve?token=${orderId}&lang=${language}`,
  };
}

export async function approvePaypalOrder(deps: Deps, orderId: string) {
  const order = deps.store.data.paypalOrders.find((o) => o.id === orderId);
  if (!order) throw new Refusal(Code.NotFound, 'notFound');
  if (order.status === 'CREATED') order.status = 'APPROVED';
  await deps.store.write();
}

export async function capturePaypalOrder(deps: Deps, user: UserRecord, orderId: string, language: Language) {
  const paypal = deps.store.data.paypalOrders.find((o) => o.id === orderId && o.userId === user.id);
  if (!paypal) throw new Refusal(Code.NotFound, 'notFound');
  if (paypal.status === 'CREATED') throw new Refusal(Code.InvalidParameter, 'paypalNotApproved');
  if (paypal.status === 'COMPLETED') throw new Refusal(Code.InvalidParameter, 'paypalAlreadyCaptured');
  const plan = purchasablePlan(deps, user, paypal.goodsId);
  paypal.status = 'COMPLETED';
  const { order } = startSubscription(deps, user.id, plan, 'pays', paypal.id);
  await deps.store.write();
  return { orderId, status: 'COMPLETED' as const, order: orderView(order, language) };
}

/** PayPal subscription: starts the subscription and its first paid period. */
export async function paypalSubscribe(deps: Deps, user: UserRecord, goodsId: number) {
  const plan = purchasablePlan(deps, user, goodsId);
  const { sub } = startSubscription(
    deps,
    user.id,
    plan,
    'pays',
    null,
    `I-${randomBytes(6).toString('hex').toUpperCase()}`,
  );
  await deps.store.write();
  return { subscriptionId: sub.id, status: 'ACTIVE' as const, dueTime: sub.periodEnd };
}
