import type { Plan } from '#contract/entities.js';
import { readFastspringParams } from '#contract/fastspring-params.js';
import type { Language } from '../../lib/state/preferences';
import { formatUsd } from '../../lib/format';

/** A plan the page can sell: the decoded `fastspringParams` in both languages. */
export type PricingPlan = {
  id: string;
  /** The provider's product path, handed to the checkout. */
  product: string;
  title: Record<Language, string>;
  text: Record<Language, string>;
  description: Record<Language, string>;
  price: Record<Language, number | string>;
};

/** One plan in the visitor's language; `unit`, its period as a price tag writes it after the price. */
export type PlanView = {
  id: string;
  product: string;
  title: string;
  text: string;
  unit: string;
  description: string;
  price: string;
};

/** A Chinese price tag reads US$12.99/月, not US$12.99 每月: the plan's 每月, 每年 as /月, /年. */
const tagUnit = (text: string, language: Language) =>
  language === 'cn' ? text.replace(/^每(?=[年月周天日]$|季度$)/u, '/') : text;

/**
 * Decodes every plan's JSON-encoded `fastspringParams`. A plan a backend sent broken is skipped
 * and logged as a warning, so one bad record never takes the pricing page down.
 */
export function parsePlans(plans: readonly Plan[]): PricingPlan[] {
  return plans.flatMap((plan) => {
    const parsed = decode(plan.fastspringParams);
    if (!parsed.success) {
      console.warn(`Plan ${plan.id} skipped: its fastspringParams could not be read (${parsed.reason}).`);
      return [];
    }
    const p = parsed.data;
    return [
      {
        id: plan.id,
        product: p.product,
        title: { en: p.title, cn: p.cnTitle || p.title },
        text: { en: p.text, cn: p.cnText || p.text },
        description: { en: p.discrib, cn: p.cnDiscrib || p.discrib },
        price: { en: p.price, cn: p.cnPrice === '' ? p.price : p.cnPrice },
      },
    ];
  });
}

function decode(raw: string) {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { success: false as const, reason: 'not JSON' };
  }
  return readFastspringParams(json);
}

/**
 * The price as shown: USD with two decimals when the plan gives a number (or a numeric string),
 * otherwise the plan's own price text unchanged.
 */
export function priceLabel(price: number | string, language: Language = 'en'): string {
  if (typeof price === 'number') return formatUsd(price, language);
  const text = price.trim();
  if (text === '') return '--';
  return /^\d+(\.\d+)?$/.test(text) ? formatUsd(text, language) : text;
}

export function planView(plan: PricingPlan, language: Language): PlanView {
  return {
    id: plan.id,
    product: plan.product,
    title: plan.title[language],
    text: plan.text[language],
    unit: tagUnit(plan.text[language], language),
    description: plan.description[language],
    price: priceLabel(plan.price[language], language),
  };
}
