/**
 * The two time budgets of the loop, in seconds on the project's 2-core machine: `npm run check`
 * (the inner loop, before each commit) and `npm test` (the gate CI runs). The gate fails when its
 * total passes its budget and names the stage that grew most against the last passing run
 * (reports/<check|gate>-times.jsonl); the docs state these numbers (a test holds them equal).
 */
export const TIME_BUDGETS = { check: 90, gate: 9 * 60 } as const;
