import { describe, expect, it } from 'vitest';
import { FastspringParamsSchema } from './entities.js';
import { readFastspringParams } from './fastspring-params.js';

const params = {
  product: 'muscle-movement-monthly',
  title: 'Monthly',
  cnTitle: '月度',
  text: 'per month',
  cnText: '每月',
  discrib: 'Everything, monthly.',
  cnDiscrib: '按月续费。',
  price: 12.99,
  cnPrice: '¥88',
};

const samples: Array<[string, unknown]> = [
  ['a whole plan', params],
  ['extra fields (dropped)', { ...params, extra: 1 }],
  ['prices as text', { ...params, price: '12.99', cnPrice: '' }],
  ['empty texts but the product', { ...params, title: '', cnTitle: '', text: '', discrib: '' }],
  ['an empty product', { ...params, product: '' }],
  ['no product', { ...params, product: undefined }],
  ['a number title', { ...params, title: 5 }],
  ['a boolean price', { ...params, price: true }],
  ['a null price', { ...params, cnPrice: null }],
  ['an array', [params]],
  ['null', null],
  ['a string', 'plan'],
  ['a number', 7],
  ['an empty object', {}],
];

describe('readFastspringParams', () => {
  it.each(samples)('answers as the contract schema does: %s', (_, value) => {
    const schema = FastspringParamsSchema.safeParse(value);
    const read = readFastspringParams(value);
    expect(read.success).toBe(schema.success);
    if (read.success && schema.success) expect(read.data).toEqual(schema.data);
  });

  it('names the fields that do not fit', () => {
    expect(readFastspringParams({ ...params, product: '', price: null })).toEqual({
      success: false,
      reason: 'product, price',
    });
  });
});
