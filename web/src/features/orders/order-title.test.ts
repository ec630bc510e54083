import { describe, expect, it } from 'vitest';
import { orderTitle, pageCount, pageFromQuery } from './order-title';

describe('orderTitle (seed-spec §2)', () => {
  it('is always the English title on the English site', () => {
    expect(orderTitle({ title: 'Muscle and Movement subscription' }, 'en', 'Softs Subscription')).toBe('Softs Subscription');
    expect(orderTitle({ title: '' }, 'en', 'Softs Subscription')).toBe('Softs Subscription');
  });
  it("is the order's title on the Chinese site, or '--'", () => {
    expect(orderTitle({ title: '肌肉与运动订阅' }, 'cn', 'x')).toBe('肌肉与运动订阅');
    expect(orderTitle({ title: ' ' }, 'cn', 'x')).toBe('--');
  });
});

describe('paging', () => {
  it('counts pages of 20', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(46)).toBe(3);
  });
  it('reads a page number from the query', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'x']) expect(pageFromQuery(bad)).toBe(1);
  });
});
