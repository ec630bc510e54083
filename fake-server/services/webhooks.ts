import type { SubscriptionRecord, WebhookEventRecord } from '../db/schema.js';
import { addPeriod } from './clock.js';
import type { Deps } from './deps.js';
import { recordPaidPeriod } from './orders.js';
import { findPlan, planPrice } from './plans.js';

/** The data FastSpring-style events carry (only what this handler reads). */
export type EventData = {
  subscription: string;
  userId?: number;
  goodsId?: number;
  order?: string;
  renewal?: SubscriptionRecord['renewal'];
  /** When the charge was made; the paid period runs from here or from the old period end. */
  at?: string;
};

/**
 * The site's webhook handler, as the real backend would run it: orders and subscriptions change
 * only here. Each event id is processed once; a repeated delivery is counted and ignored.
 */
export function handleEvent(deps: Deps, event: WebhookEventRecord): 'processed' | 'duplicate' {
  event.deliveries += 1;
  deps.store.touch('events', event);
  if (event.processedAt) return 'duplicate';
  apply(deps, event.type, event.data as EventData, event.created);
  event.processedAt = deps.clock.iso();
  return 'processed';
}

function apply(deps: Deps, type: string, data: EventData, created: string) {
  const subs = deps.store.data.subscriptions;
  const sub = subs.find((s) => s.id === data.subscription);
  switch (type) {
    case 'order.completed': {
      if (sub || data.userId == null || data.goodsId == null) return;
      const plan = findPlan(deps, data.goodsId);
      if (!plan) return;
      const fresh: SubscriptionRecord = {
        id: data.subscription,
        userId: data.userId,
        goodsId: plan.id,
        domainId: plan.domainId,
        period: plan.period,
        price: planPrice(plan),
        state: 'active',
        periodEnd: addPeriod(created, plan.period),
        renewal: data.renewal ?? 'pays',
        failedCharges: 0,
        createdAt: created,
      };
      subs.push(fresh);
      recordPaidPeriod(deps, fresh, plan, created, data.order ?? null);
      return;
    }
    case 'subscription.activated':
      if (sub && sub.state !== 'deactivated') sub.state = 'active';
      return;
    case 'subscription.charge.completed': {
      if (!sub) return;
      sub.periodEnd = addPeriod(sub.periodEnd, sub.period);
      sub.failedCharges = 0;
      recordPaidPeriod(deps, sub, findPlan(deps, sub.goodsId), data.at ?? created, data.order ?? null);
      return;
    }
    case 'subscription.charge.failed':
      if (sub) sub.failedCharges += 1;
      return;
    case 'subscription.canceled':
      if (sub && sub.state === 'active') sub.state = 'canceled';
      return;
    case 'subscription.deactivated':
      if (sub) sub.state = 'deactivated';
      return;
  }
}
