import { FastspringParamsSchema, type FastspringParams } from '#contract/entities.js';
import type { PlanRecord } from '#fixtures/schema.js';
import type { Deps } from './deps.js';

/** The decoded plan data, or null when a backend sent broken JSON. */
export function planParams(plan: PlanRecord): FastspringParams | null {
  try {
    const parsed = FastspringParamsSchema.safeParse(JSON.parse(plan.fastspringParams));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const findPlan = (deps: Deps, goodsId: number) => deps.store.data.plans.find((p) => p.id === goodsId);

export function planPrice(plan: PlanRecord): number {
  const price = Number(planParams(plan)?.price);
  return Number.isFinite(price) ? price : 0;
}

export function planTitle(plan: PlanRecord) {
  const p = planParams(plan);
  return { en: p?.title ?? 'Softs Subscription', cn: p?.cnTitle ?? '' };
}
