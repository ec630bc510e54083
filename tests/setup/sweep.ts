/**
 * A sweep: the same checks over every page, language, zone or repetition (minutes, not seconds).
 * `npm test` leaves sweeps out to stay within its budget; `npm run test:deep` runs them, and CI runs
 * both (docs/decisions/217). `npx playwright test` alone runs everything.
 */
export const SWEEP = { tag: '@sweep' } as const;
