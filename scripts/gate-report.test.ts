import { describe, expect, it } from 'vitest';
import { gateTable, overBudget } from './gate-report';

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
