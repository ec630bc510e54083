import { describe, expect, it } from 'vitest';
import { operatorComplete, operatorFor } from '../web/src/lib/operator.js';
import { SAMPLE_OPERATOR, demoOperator, operatorNotice } from './sample-operator.js';

describe("a demo build's operator (issue 59)", () => {
  it('without settings: the sample company in both languages, marked as a sample, and the build says so', () => {
    const { settings, missing, sample } = demoOperator({});
    expect(sample).toBe(true);
    expect(settings).toEqual(SAMPLE_OPERATOR);
    for (const language of ['en', 'cn'] as const) {
      const operator = operatorFor(language, settings);
      for (const value of [operator.name, operator.address, operator.governingLaw, operator.dataLocation]) {
        expect(value).toMatch(language === 'en' ? /\(sample( details| address)?\)$/ : /（示例(信息|地址)?）$/);
        expect(value).not.toMatch(/to be filled in|待填写/);
      }
    }
    expect(operatorNotice(missing, sample)).toMatch(/no operator settings \(VITE_OPERATOR_NAME, .*sample company/);
  });

  it("with the company's settings: its own, nothing printed; with some: the placeholders for the rest, named", () => {
    const own = {
      VITE_OPERATOR_NAME: 'Atlas Ltd',
      VITE_OPERATOR_ADDRESS: '2 Real Road',
      VITE_GOVERNING_LAW: 'Scotland',
      VITE_DATA_LOCATION: 'Ireland',
    };
    expect(demoOperator(own)).toEqual({ settings: own, missing: [], sample: false });
    expect(operatorNotice([], false)).toBeNull();
    const partial = demoOperator({ VITE_OPERATOR_NAME: 'Atlas Ltd' });
    expect(partial.sample).toBe(false);
    expect(operatorNotice(partial.missing, partial.sample)).toBe(
      'This demo build lacks VITE_OPERATOR_ADDRESS, VITE_GOVERNING_LAW, VITE_DATA_LOCATION: those show as placeholders on its Contact and legal pages (docs/decisions/135).',
    );
  });

  it('the build carries placeholders only while some detail is missing (VITE_OPERATOR_COMPLETE)', () => {
    expect(operatorComplete(SAMPLE_OPERATOR)).toBe(true);
    expect(operatorComplete({})).toBe(false);
    const own = {
      VITE_OPERATOR_NAME: 'Atlas Ltd',
      VITE_OPERATOR_ADDRESS: '2 Real Road',
      VITE_GOVERNING_LAW: 'Scotland',
      VITE_DATA_LOCATION: 'Ireland',
    };
    // The representative in mainland China and the PayPal company are still placeholders.
    expect(operatorComplete(own)).toBe(false);
    expect(
      operatorComplete({ ...own, VITE_CN_REPRESENTATIVE: 'not-applicable', VITE_PAYPAL_COMPANY: 'PayPal Pte' }),
    ).toBe(true);
  });
});
