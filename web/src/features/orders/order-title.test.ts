import { describe, expect, it } from 'vitest';
import { orderTitle } from './order-title';

describe('orderTitle (requirements R2)', () => {
  it('is always the English title on the English site', () => {
    expect(orderTitle({ title: 'Muscle and Movement subscription' }, 'en', 'Softs Subscription')).toBe(
      'Softs Subscription',
    );
    expect(orderTitle({ title: '' }, 'en', 'Softs Subscription')).toBe('Softs Subscription');
  });
  it("is the order's title on the Chinese site, or '--'", () => {
    expect(orderTitle({ title: '肌肉与运动订阅' }, 'cn', 'x')).toBe('肌肉与运动订阅');
    expect(orderTitle({ title: ' ' }, 'cn', 'x')).toBe('--');
  });
});
