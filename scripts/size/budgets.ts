/** The JavaScript a page may receive, in KB as the browser counts it (docs/decisions/150; docs/working-on-the-code.md states them). */
export const BUDGET_KB = { home: 100, page: 120, signedIn: 160 } as const;
