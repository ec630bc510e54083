/**
 * The time budgets, in seconds on the project's 2-core machine: `npm run check` (the inner loop,
 * before each commit), `npm test` (the gate) and `npm run test:deep` (the sweeps and the other
 * demos, engines and sizes, which CI runs after the gate: docs/decisions/217). Past its budget a run
 * warns loudly, naming the stage that grew most against the last passing run within budget
 * (reports/<check|gate|deep>-times.jsonl), and fails with `--strict-time` (docs/decisions/215); the
 * docs state these numbers (a test holds them equal).
 */
export const TIME_BUDGETS = { check: 90, gate: 9 * 60, deep: 15 * 60 } as const;
