import type { DomainId } from '#contract/entities.js';

/**
 * What every plan of a product line includes (requirements R2), as keys of `pricing.features.*`.
 * The list is the product line's, not the plan's: monthly and yearly differ only in period.
 */
export const planFeatures: Record<DomainId, readonly string[]> = {
  1: [
    'allMuscles',
    'function',
    'strength',
    'stretching',
    'actionsLibrary',
    'drills',
    'weeklyUpdates',
    'allDevices',
    'autoRenewCancel',
  ],
  2: ['animations', 'images', 'monthlyUpdates', 'allDevicesApp', 'autoRenew'],
};
