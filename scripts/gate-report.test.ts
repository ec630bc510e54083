import { describe, expect, it } from 'vitest';
import { gateTable, overBudget, slowestSpecs } from './gate-report';

const run = (total: number, stages: Record<string, number>, passed = true) =>
  JSON.stringify({ passed, total, stages: Object.entries(stages).map(([name, seconds]) => ({ name, seconds })) });
const stages = (s: Record<string, number>) => Object.entries(s).map(([name, seconds]) => ({ name, seconds }));

describe('the gate against its time budget', () => {
  it('says nothing within the budget and prints the budget under the table', () => {
    expect(overBudget({ total: 90, budget: 90, stages: stages({ lint: 90 }), history: '' })).toBeUndefined();
    expect(gateTable(stages({ lint: 61 }), 61, 90)).toContain('| budget (scripts/gate-budgets.ts) | 1:30 |');
  });

  it('past it, names the stage that grew most since the last passing run within budget', () => {
    const history = [run(80, { lint: 30, unit: 50 }), run(200, { lint: 20, unit: 180 }), 'not json', ''].join('\n');
    const warning = overBudget({ total: 120, budget: 90, stages: stages({ lint: 70, unit: 55 }), history });
    expect(warning).toContain('OVER THE TIME BUDGET: 2:00 against 1:30 (0:30 over)');
    expect(warning).toContain('lint, 0:30 -> 1:10');
  });

  it('with no run to compare with, names the slowest stage', () => {
    const warning = overBudget({ total: 100, budget: 90, stages: stages({ lint: 40, unit: 95 }), history: '' });
    expect(warning).toContain('the slowest stage: unit, 1:35');
  });
});

describe("the browser stage's slowest spec files", () => {
  it('adds up each file per project, retries included, nested describes under their file, slowest first', () => {
    const test = (projectName: string, ...ms: number[]) => ({
      projectName,
      results: ms.map((duration) => ({ duration })),
    });
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [test('demo', 2000)] }],
          suites: [{ specs: [{ tests: [test('demo', 3000, 1000)] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [test('demo', 70_000), test('production', 500)] }] },
      ],
    };
    expect(slowestSpecs(report, 2).split('\n')).toEqual([
      '| browser spec file (slowest 2; 77 s of test time in all) | test time |',
      '|---|---:|',
      '| b.spec.ts (demo) | 1:10 |',
      '| a.spec.ts (demo) | 0:06 |',
    ]);
  });
});
