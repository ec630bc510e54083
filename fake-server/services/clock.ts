import { addPeriodMs } from '../documents/orders.js';

/** The fake server's time: real time plus an offset that /__dev/clock moves (test clock). */
export type Clock = {
  now(): Date;
  iso(): string;
  offsetMs(): number;
  advance(ms: number): void;
  reset(): void;
};

export function createClock(start?: Date | string): Clock {
  let offset = start ? new Date(start).getTime() - Date.now() : 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    iso: () => now().toISOString(),
    offsetMs: () => offset,
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const addMs = (iso: string | Date, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();
export const isPast = (iso: string, clock: Clock) => new Date(iso).getTime() <= clock.now().getTime();

/** One billing period after `from`, calendar-aware (month or year), as fixture documents count it too. */
export const addPeriod = (from: string, period: 'month' | 'year'): string =>
  new Date(addPeriodMs(Date.parse(from), period)).toISOString();
