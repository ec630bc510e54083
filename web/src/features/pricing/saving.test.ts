import { describe, expect, it } from 'vitest';
import type { PricingPlan } from './plans';
import { periodOf, savingOf } from './saving';

const plan = (id: string, en: string, cn: string, price: number | string, cnPrice = price): PricingPlan => ({
  id,
  product: id,
  title: { en: id, cn: id },
  text: { en, cn },
  description: { en: '', cn: '' },
  price: { en: price, cn: cnPrice },
});
const monthly = plan('m', 'per month', '每月', 12.99);
const yearly = plan('y', 'per year', '每年', 99.99);

describe("the yearly plan's saving (docs/decisions/181)", () => {
  it('is computed from the plans: twelve monthly payments against one yearly, in each language', () => {
    expect(savingOf(yearly, [monthly, yearly], 'en')).toEqual({
      percent: 36,
      twelveMonths: '$155.88',
      yearly: '$99.99',
    });
    expect(savingOf(yearly, [monthly, yearly], 'cn')?.twelveMonths).toBe('US$155.88');
    const msk = [plan('m', 'per month', '每月', 19.99), plan('y', 'per year', '每年', 179.99)];
    expect(savingOf(msk[1]!, msk, 'en')?.percent).toBe(25);
  });

  it('reads prices the real API sends as text', () => {
    const asText = [plan('m', 'per month', '每月', '12.99'), plan('y', 'per year', '每年', '99.99')];
    expect(savingOf(asText[1]!, asText, 'en')?.percent).toBe(36);
  });

  it('claims nothing the data does not support', () => {
    // Not a yearly plan; no monthly plan; two monthly plans; a price that is not a number; no saving.
    expect(savingOf(monthly, [monthly, yearly], 'en')).toBeNull();
    expect(savingOf(yearly, [yearly], 'en')).toBeNull();
    expect(savingOf(yearly, [monthly, plan('m2', 'per month', '每月', 9.99), yearly], 'en')).toBeNull();
    expect(savingOf(plan('y', 'per year', '每年', 'Contact us'), [monthly], 'en')).toBeNull();
    expect(savingOf(plan('y', 'per year', '每年', 160), [monthly], 'en')).toBeNull();
  });

  it("reads a plan's period from its text in either language", () => {
    expect(periodOf(plan('a', 'monthly', '', 1))).toBe('month');
    expect(periodOf(plan('a', '', '每年', 1))).toBe('year');
    expect(periodOf(plan('a', 'once', '一次', 1))).toBeNull();
  });
});
