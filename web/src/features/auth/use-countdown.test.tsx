import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown (Active page: 10, one tick per 1500 ms)', () => {
  it('ticks every 1500 ms and calls onZero once at 0', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(10, 1500, onZero));
    expect(result.current).toBe(10);
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(result.current).toBe(10);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(9);
    for (let i = 0; i < 9; i++)
      act(() => {
        vi.advanceTimersByTime(1500);
      });
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
