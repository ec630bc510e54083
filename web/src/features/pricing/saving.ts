import type { Language } from '../../lib/state/preferences';
import { formatUsd } from '../../lib/format';
import type { PricingPlan } from './plans';

export type Period = 'month' | 'year';

/** A plan's period, from its own period text in either language ("per year", 每年: docs/decisions/138). */
export function periodOf(plan: Pick<PricingPlan, 'text'>): Period | null {
  const text = `${plan.text.en} ${plan.text.cn}`.toLowerCase();
  const month = /\bmonth|月/.test(text);
  const year = /\byear|\bannual|年/.test(text);
  return month === year ? null : month ? 'month' : 'year';
}

/** A price as a number: the plan's number, or its numeric text as the real API may send it; null otherwise. */
export function priceNumber(price: number | string): number | null {
  if (typeof price === 'number') return Number.isFinite(price) && price > 0 ? price : null;
  const text = price.trim();
  return /^\d+(\.\d+)?$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export type Saving = { percent: number; twelveMonths: string; yearly: string };

/**
 * What a yearly plan saves against twelve payments of the same line's monthly plan, in the
 * reader's language (docs/decisions/181). Only when the plans say so: one monthly plan beside it,
 * both prices readable as numbers, and a saving of at least one per cent; otherwise null and
 * nothing is claimed.
 */
export function savingOf(plan: PricingPlan, plans: readonly PricingPlan[], language: Language): Saving | null {
  if (periodOf(plan) !== 'year') return null;
  const monthly = plans.filter((p) => periodOf(p) === 'month');
  if (monthly.length !== 1) return null;
  const month = priceNumber(monthly[0]!.price[language]);
  const year = priceNumber(plan.price[language]);
  if (month === null || year === null) return null;
  const twelve = Math.round(month * 12 * 100) / 100;
  // To the nearest per cent, as a buyer computes it (35.85 % is 36 %): the stated precision is a whole per cent.
  const percent = Math.round(((twelve - year) / twelve) * 100);
  if (percent < 1) return null;
  return { percent, twelveMonths: formatUsd(twelve, language), yearly: formatUsd(year, language) };
}
