/** The gate's table of stage times and its warning past the time budget (scripts/gate.ts). */
export type StageTime = { name: string; seconds: number };
type Run = { passed: boolean; total: number; stages: StageTime[] };

export const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function gateTable(stages: StageTime[], total: number, budget: number): string {
  return [
    '| stage | time |',
    '|---|---:|',
    ...stages.map((t) => `| ${t.name} | ${clock(t.seconds)} |`),
    `| **total** (stages side by side overlap) | **${clock(total)}** |`,
    `| budget (scripts/gate-budgets.ts) | ${clock(budget)} |`,
  ].join('\n');
}

/**
 * Undefined within the budget; past it, a warning that names the stage that grew most since the
 * last passing run within budget (`history`: the reports' JSON lines), or the slowest stage when
 * there is none to compare with.
 */
export function overBudget({
  total,
  budget,
  stages,
  history,
}: {
  total: number;
  budget: number;
  stages: StageTime[];
  history: string;
}): string | undefined {
  if (total <= budget) return undefined;
  const runs = history
    .split('\n')
    .filter(Boolean)
    .flatMap((line): Run[] => {
      try {
        return [JSON.parse(line) as Run];
      } catch {
        return [];
      }
    });
  const good = runs.findLast((r) => r.passed && r.total <= budget && Array.isArray(r.stages));
  const before = new Map(good?.stages.map((s) => [s.name, s.seconds]));
  const growth = stages
    .map((s) => ({ ...s, grew: s.seconds - (before.get(s.name) ?? 0) }))
    .sort((a, b) => b.grew - a.grew)[0];
  const lines = [
    `⚠ OVER THE TIME BUDGET: ${clock(total)} against ${clock(budget)} (${clock(total - budget)} over).`,
    good && growth
      ? `  The stage that grew most since the last run within budget (${clock(good.total)}): ` +
        `${growth.name}, ${clock(before.get(growth.name) ?? 0)} -> ${clock(growth.seconds)}.`
      : growth
        ? `  No earlier run within budget to compare with; the slowest stage: ${growth.name}, ${clock(growth.seconds)}.`
        : '',
    '  Pay for new tests with time found (docs/working-on-the-code.md, "Budgets"); a busy machine',
    '  slows every stage alike: rerun on a quiet one before chasing.',
  ];
  return lines.filter(Boolean).join('\n');
}

type PlaywrightSuite = {
  file?: string;
  specs?: Array<{ tests: Array<{ projectName: string; results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
};

/**
 * The browser stage's slowest spec files, from Playwright's JSON report (reports/playwright.json):
 * where to look first when the stage grows. Test time, not wall time: three workers share it.
 */
export function slowestSpecs(report: { suites?: PlaywrightSuite[] }, count = 8): string {
  const seconds = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, file?: string) => {
    const here = suite.file ?? file ?? '?';
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const key = `${here} (${test.projectName})`;
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        seconds.set(key, (seconds.get(key) ?? 0) + ms / 1000);
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const total = [...seconds.values()].reduce((a, b) => a + b, 0);
  return [
    `| browser spec file (slowest ${count}; ${Math.round(total)} s of test time in all) | test time |`,
    '|---|---:|',
    ...[...seconds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([file, s]) => `| ${file} | ${clock(Math.round(s))} |`),
  ].join('\n');
}
