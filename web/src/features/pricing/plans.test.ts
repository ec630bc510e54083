import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '#contract/entities.js';
import { parsePlans, planView, priceLabel } from './plans';

const params = {
  product: 'muscle-movement-monthly',
  title: 'Muscle and Movement monthly',
  cnTitle: '肌肉与运动月度订阅',
  text: 'per month',
  cnText: '每月',
  discrib: 'Everything, monthly.',
  cnDiscrib: '按月续费。',
  price: 12.99,
  cnPrice: '12.99',
};
const plan = (id: number, fastspringParams: string): Plan => ({ id: String(id), fastspringParams });

afterEach(() => vi.restoreAllMocks());

describe('parsePlans', () => {
  it('decodes fastspringParams into both languages', () => {
    const [parsed] = parsePlans([plan(1, JSON.stringify(params))]);
    expect(parsed).toEqual({
      id: '1',
      product: 'muscle-movement-monthly',
      title: { en: 'Muscle and Movement monthly', cn: '肌肉与运动月度订阅' },
      text: { en: 'per month', cn: '每月' },
      description: { en: 'Everything, monthly.', cn: '按月续费。' },
      price: { en: 12.99, cn: '12.99' },
    });
  });

  it('skips broken JSON and incomplete params with a warning, keeping the others in order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plans = parsePlans([
      plan(5, '{"product":"legacy","title":"Legacy","price":9.9'),
      plan(1, JSON.stringify(params)),
      plan(6, JSON.stringify({ ...params, product: '' })),
      plan(7, 'null'),
      plan(2, JSON.stringify({ ...params, product: 'muscle-movement-yearly' })),
    ]);
    expect(plans.map((p) => p.id)).toEqual(['1', '2']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]![0])).toContain('Plan 5 skipped');
  });

  it('falls back to the English text when a Chinese field is empty', () => {
    const [parsed] = parsePlans([plan(1, JSON.stringify({ ...params, cnTitle: '', cnDiscrib: '', cnPrice: '' }))]);
    expect(parsed!.title.cn).toBe('Muscle and Movement monthly');
    expect(parsed!.description.cn).toBe('Everything, monthly.');
    expect(parsed!.price.cn).toBe(12.99);
  });
});

describe('priceLabel', () => {
  it('shows numbers and numeric strings as USD with two decimals', () => {
    expect(priceLabel(12.99)).toBe('$12.99');
    expect(priceLabel(100)).toBe('$100.00');
    expect(priceLabel('99.9')).toBe('$99.90');
    expect(priceLabel(' 179.99 ')).toBe('$179.99');
    expect(priceLabel(' 179.99 ', 'cn')).toBe('US$179.99');
  });

  it("keeps a plan's own price text, and shows '--' for none", () => {
    expect(priceLabel('$12.99 / month')).toBe('$12.99 / month');
    expect(priceLabel('')).toBe('--');
  });
});

describe('planView', () => {
  it("takes the visitor's language", () => {
    const [parsed] = parsePlans([plan(1, JSON.stringify(params))]);
    expect(planView(parsed!, 'cn')).toMatchObject({
      title: '肌肉与运动月度订阅',
      text: '每月',
      unit: '/月',
      description: '按月续费。',
      price: 'US$12.99',
    });
    expect(planView(parsed!, 'en')).toMatchObject({
      title: 'Muscle and Movement monthly',
      text: 'per month',
      unit: 'per month',
      price: '$12.99',
    });
  });

  it('a Chinese price tag reads US$12.99/月: each 每 period as /, any other text as the plan gives it', () => {
    const [parsed] = parsePlans([plan(1, JSON.stringify(params))]);
    const unit = (cnText: string) => planView({ ...parsed!, text: { en: '', cn: cnText } }, 'cn').unit;
    expect([unit('每年'), unit('每季度'), unit('每周'), unit('按年'), unit('每两年')]).toEqual([
      '/年',
      '/季度',
      '/周',
      '按年',
      '每两年',
    ]);
  });
});
