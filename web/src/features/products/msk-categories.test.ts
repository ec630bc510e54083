import { describe, expect, it } from 'vitest';
import type { PatientCategory } from '#contract/entities.js';
import { fallsShort } from './msk-categories';

const region = (animationCount?: number, imageCount?: number) =>
  ({ id: '1', name: 'Knee', cnName: '膝关节', animationCount, imageCount }) as PatientCategory;

describe("the MSK page's regions against the headline (docs/decisions/180)", () => {
  it('are labelled a part when their counts add up to less than the claim', () => {
    expect(fallsShort([region(240, 9300), region(240, 9300)])).toBe(true);
    expect(fallsShort([region(260, 10_000), region(260, 10_000)])).toBe(false);
  });

  it('say nothing of a total the API does not give', () => {
    expect(fallsShort([region(), region()])).toBe(false);
    expect(fallsShort([region(600)])).toBe(false);
  });
});
