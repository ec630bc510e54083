/**
 * The deep run's browser tests (`npm run test:deep`; `npm test` leaves them out to stay within its
 * budget, CI runs both: docs/decisions/217, 218). Four kinds, all minutes rather than seconds:
 * - a sweep: the same checks over every page, language, zone or repetition;
 * - a repeat: a behaviour the gate checks once, again in the other language or at the other width
 *   (the web's unit tests render every screen in both languages: web/src/app/screens-sweep.test.tsx);
 * - a check that builds something of its own (a prerender in another zone);
 * - a further case of a behaviour whose main case the gate runs: a second dialog's axe scan, the
 *   keyboard path of a screen whose mouse path is in the gate, an odd input refused (a 5 MB avatar),
 *   each further page's error state, the dashboard's other tools (docs/decisions/219).
 * `npx playwright test` alone runs everything.
 */
export const DEEP = { tag: '@deep' } as const;

/** One case of a behaviour in the gate, its repeats in the deep run: `deepUnless(language === 'en')`. */
export const deepUnless = (inGate: boolean) => (inGate ? {} : DEEP);
