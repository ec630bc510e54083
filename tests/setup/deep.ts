/**
 * The deep run's browser tests (`npm run test:deep`; `npm test` leaves them out to stay within its
 * budget, CI runs both: docs/decisions/217, 218). Three kinds, all minutes rather than seconds:
 * - a sweep: the same checks over every page, language, zone or repetition;
 * - a repeat: a behaviour the gate checks once, again in the other language or at the other width
 *   (the web's unit tests render every screen in both languages: web/src/app/screens-sweep.test.tsx);
 * - a check that builds something of its own (a prerender in another zone).
 * `npx playwright test` alone runs everything.
 */
export const DEEP = { tag: '@deep' } as const;

/** One case of a behaviour in the gate, its repeats in the deep run: `deepUnless(language === 'en')`. */
export const deepUnless = (inGate: boolean) => (inGate ? {} : DEEP);
