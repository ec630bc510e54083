import { afterEach } from 'vitest';

/** Visitor zones far apart (UTC+8, UTC, UTC-7/-8, UTC-10) for date tests that switch `process.env.TZ`. */
export const ZONES = ['Asia/Shanghai', 'UTC', 'America/Los_Angeles', 'Pacific/Honolulu'];

/** Gives the process its own zone back after each test of the file that calls it. */
export function restoreTimeZoneAfterEach() {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });
}
