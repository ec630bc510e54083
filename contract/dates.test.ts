import { describe, expect, it } from 'vitest';
import { ZONES, restoreTimeZoneAfterEach } from '../tests/setup/time-zones.js';
import { dateMs } from './dates.js';

restoreTimeZoneAfterEach();

describe('dateMs', () => {
  it("reads a wall time as the publisher's clock, in every visitor zone", () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      expect(dateMs('2025-06-10 08:00:00')).toBe(Date.parse('2025-06-10T00:00:00Z'));
      expect(dateMs('2025-06-10T23:30:00.250')).toBe(Date.parse('2025-06-10T15:30:00Z'));
      expect(dateMs('2025-06-10')).toBe(Date.parse('2025-06-09T16:00:00Z'));
    }
  });

  it('reads zoned times and numbers as the instant they name, and nothing else', () => {
    expect(dateMs('2025-06-10T00:00:00Z')).toBe(Date.parse('2025-06-10T00:00:00Z'));
    expect(dateMs('2025-06-10T08:00:00+08:00')).toBe(Date.parse('2025-06-10T00:00:00Z'));
    expect(dateMs(1_749_513_600_000)).toBe(1_749_513_600_000);
    expect(dateMs('1749513600000')).toBe(1_749_513_600_000);
    for (const bad of [null, undefined, '', 'soon', '2025-02-30 10:00:00', Number.NaN]) expect(dateMs(bad)).toBeNull();
  });
});
