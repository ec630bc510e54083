import type { Deps } from './deps.js';

/** How a plan's data reads (also what fixture documents build orders from). */
export { planParams, planPrice } from './plan-params.js';

export const findPlan = (deps: Deps, goodsId: number) => deps.store.data.plans.find((p) => p.id === goodsId);
