import { describe, expect, it } from 'vitest';
import { ZONES, restoreTimeZoneAfterEach } from '../../../tests/setup/time-zones';
import { DATE, DATE_TIME, formatCount, formatDate, formatDateInText, formatUsd, withCount } from './format';

restoreTimeZoneAfterEach();

describe('formatDateInText', () => {
  it('writes a date in a sentence the one way each language does, without seconds', () => {
    expect(formatDateInText('2026-06-09 17:05:42', 'cn')).toBe('2026 年 6 月 9 日 17:05');
    expect(formatDateInText('2026-06-09 17:05:42', 'en')).toBe('9 June 2026, 17:05');
    expect(formatDateInText(null, 'cn')).toBe('--');
  });
});

describe('formatDate', () => {
  it("formats as 'YYYY-MM-DD HH:mm:ss' and 'YYYY-MM-DD' in the publisher's zone (Asia/Shanghai)", () => {
    const iso = '2026-01-05T01:03:07.000Z';
    expect(formatDate(iso)).toBe('2026-01-05 09:03:07');
    expect(formatDate(iso, DATE)).toBe('2026-01-05');
  });

  it('a published date is the same in every visitor zone, also late in the UTC day', () => {
    for (const iso of ['2025-06-10T00:00:00.000Z', '2025-06-09T18:30:00.000Z', '2025-06-10T15:59:59Z']) {
      const seen = ZONES.map((zone) => {
        process.env.TZ = zone;
        return formatDate(iso, DATE);
      });
      expect(new Set(seen), `${iso} in ${ZONES.join(', ')}`).toEqual(new Set(['2025-06-10']));
    }
  });

  it("a time without a zone is the API's wall time, shown as sent in every zone", () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(formatDate('2025-06-10 23:30:00')).toBe('2025-06-10 23:30:00');
      expect(formatDate('2025-06-10T23:30:00', DATE)).toBe('2025-06-10');
    }
  });

  it("a signed-in user's own times follow the visitor's zone", () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2025-06-10T00:00:00Z', undefined, 'visitor')).toBe('2025-06-09 17:00:00');
    process.env.TZ = 'Asia/Shanghai';
    expect(formatDate('2025-06-10T00:00:00Z', undefined, 'visitor')).toBe('2025-06-10 08:00:00');
  });

  it("shows '--' for missing or unreadable dates", () => {
    expect(formatDate(null)).toBe('--');
    expect(formatDate('not a date')).toBe('--');
    expect(formatDate('not a date', DATE, 'visitor')).toBe('--');
    expect(formatDate('2025-13-45T99:00:00Z', DATE)).toBe('--');
  });
});

describe('formatUsd', () => {
  it('shows dollars with two decimals', () => {
    expect(formatUsd(12.9)).toBe('$12.90');
    expect(formatUsd('99.99')).toBe('$99.99');
    expect(formatUsd('abc')).toBe('--');
  });

  it('writes US$ on Chinese pages, where a bare $ could be any dollar', () => {
    expect(formatUsd(99.99, 'cn')).toBe('US$99.99');
    expect(formatUsd('12.9', 'cn')).toBe('US$12.90');
  });
});

describe('formatDate, more forms', () => {
  it("numbers are instants: the publisher's clock for public dates, the visitor's for their own", () => {
    process.env.TZ = 'America/Los_Angeles';
    const ms = Date.parse('2025-06-10T00:00:00Z');
    expect(formatDate(ms)).toBe('2025-06-10 08:00:00');
    expect(formatDate(ms, DATE_TIME, 'visitor')).toBe('2025-06-09 17:00:00');
  });

  it('wall times keep their fields even across a daylight-saving change of the visitor zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    // 02:30 does not exist in Los Angeles on 2025-03-09: shown as sent all the same.
    expect(formatDate('2025-03-09 02:30:00')).toBe('2025-03-09 02:30:00');
    expect(formatDate('2025-06-10 7:05')).toBe('2025-06-10 07:05:00');
    expect(formatDate('2025-02-30 10:00:00')).toBe('--');
  });
});

describe('formatCount', () => {
  it('English groups thousands', () => {
    expect(formatCount(1842, 'en')).toBe('1,842');
    expect(formatCount(20000, 'en')).toBe('20,000');
  });

  it('Chinese writes digits alone below 10 000 and 万 from there, never a thousands separator', () => {
    expect(formatCount(7, 'cn')).toBe('7');
    expect(formatCount(1842, 'cn')).toBe('1842');
    expect(formatCount(2400, 'cn')).toBe('2400');
    expect(formatCount(9999, 'cn')).toBe('9999');
    expect(formatCount(10000, 'cn')).toBe('1 万');
    expect(formatCount(12345, 'cn')).toBe('1.2 万');
    expect(formatCount(20000, 'cn')).toBe('2 万');
    expect(formatCount(300000, 'cn')).toBe('30 万');
    expect(formatCount(Number.NaN, 'cn')).toBe('--');
  });

  it('万 is written against the unit that follows it, digits a space apart', () => {
    expect(withCount(`${formatCount(12345, 'cn')} 次阅读`)).toBe('1.2 万次阅读');
    expect(withCount(`${formatCount(1842, 'cn')} 次阅读`)).toBe('1842 次阅读');
  });
});
