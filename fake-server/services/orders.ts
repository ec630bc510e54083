import { randomBytes } from 'node:crypto';
import type { DomainId, OrderSent, PurchaseStatusSent } from '#contract/entities.js';
import type { Language, OrderRecord, PlanRecord, SubscriptionRecord, UserRecord } from '../db/schema.js';
import { addPeriod } from './clock.js';
import { paidPeriod } from '../documents/orders.js';
import type { Deps } from './deps.js';
import { planPrice } from './plans.js';

export function orderView(o: OrderRecord, language: Language): OrderSent {
  return {
    id: o.id,
    title: o.title[language],
    source: o.source,
    price: o.source === 1 ? o.price : null,
    createTime: o.createTime,
    dueTime: o.dueTime,
    domainId: o.domainId,
  };
}

export function orderList(deps: Deps, user: UserRecord, page: number, size: number, language: Language) {
  const mine = deps.store.data.orders
    .filter((o) => o.userId === user.id)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
  return {
    list: mine.slice((page - 1) * size, page * size).map((o) => orderView(o, language)),
    totalRecord: mine.length,
  };
}

/** Subscribed while the latest paid-for period of the domain ends in the future. */
export function purchaseStatus(deps: Deps, userId: number, domainId: DomainId): PurchaseStatusSent {
  const latest = deps.store.data.orders
    .filter((o) => o.userId === userId && o.domainId === domainId)
    .reduce<string | null>((max, o) => (max === null || o.dueTime > max ? o.dueTime : max), null);
  return { isBuy: latest !== null && new Date(latest) > deps.clock.now(), dueTime: latest };
}

/** Records one paid period of a subscription as an order (source 1, the plan's USD price). */
export const recordPaidPeriod = (
  deps: Deps,
  sub: SubscriptionRecord,
  plan: PlanRecord | undefined,
  paidAt: string,
  providerOrderId: string | null,
): OrderRecord => paidPeriod(deps.store.data, sub, plan, paidAt, providerOrderId);

/** A new subscription to a plan, paid for its first period from now. */
export function startSubscription(
  deps: Deps,
  userId: number,
  plan: PlanRecord,
  renewal: SubscriptionRecord['renewal'],
  providerOrderId: string | null,
  id = `sub_${randomBytes(8).toString('hex')}`,
) {
  const now = deps.clock.iso();
  const sub: SubscriptionRecord = {
    id,
    userId,
    goodsId: plan.id,
    domainId: plan.domainId,
    period: plan.period,
    price: planPrice(plan),
    state: 'active',
    periodEnd: addPeriod(now, plan.period),
    renewal,
    failedCharges: 0,
    createdAt: now,
  };
  deps.store.data.subscriptions.push(sub);
  const order = recordPaidPeriod(deps, sub, plan, now, providerOrderId);
  return { sub, order };
}
