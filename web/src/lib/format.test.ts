import { describe, expect, it } from 'vitest';
import { DATE, formatDate, formatUsd } from './format';

describe('formatDate', () => {
  it("formats as 'YYYY-MM-DD HH:mm:ss' and 'YYYY-MM-DD'", () => {
    const iso = new Date(2026, 0, 5, 9, 3, 7).toISOString();
    expect(formatDate(iso)).toBe('2026-01-05 09:03:07');
    expect(formatDate(iso, DATE)).toBe('2026-01-05');
  });
  it("shows '--' for missing or unreadable dates", () => {
    expect(formatDate(null)).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });
});

describe('formatUsd', () => {
  it('shows dollars with two decimals', () => {
    expect(formatUsd(12.9)).toBe('$12.90');
    expect(formatUsd('99.99')).toBe('$99.99');
    expect(formatUsd('abc')).toBe('--');
  });
});
