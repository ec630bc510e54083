import { expect, it } from 'vitest';
import { runsProduction } from './runs-production';

/** A Playwright run builds and starts the production stack only when it may run a production spec. */
const cases: [string[], boolean][] = [
  [['test'], true],
  [['test', '-g', 'release'], true],
  [['test', 'tests/e2e/orders.spec.ts'], false],
  [['test', 'orders'], false],
  [['test', 'resilience'], true],
  [['test', 'spec'], true],
  [['test', '--project', 'demo', '-g', 'x'], false],
  [['test', '--project=production'], true],
  [['test', 'tests/e2e-prod/journeys.spec.ts:12'], true],
  [['test', '--workers', '1', 'tests/e2e/a11y.spec.ts'], false],
  [['test', '-x', 'tests/e2e/a11y.spec.ts'], false],
];

it.each(cases)('playwright %j includes the production project: %s', (argv, expected) => {
  expect(runsProduction(argv)).toBe(expected);
});
