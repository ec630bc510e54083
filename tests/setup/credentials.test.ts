import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPassword } from '#contract/fields.js';
import { PASSWORD_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '#contract/limits.js';
import {
  DEMO_PASSWORD,
  EDGE_PASSWORD,
  NEW_PASSWORD,
  OTHER_PASSWORD,
  TOO_LONG_PASSWORD,
  TOO_SHORT_PASSWORD,
  WRONG_PASSWORD,
  passwordFrom,
} from './credentials.js';
import { credentials } from '#fake-server/seed/index.js';

const rule = newPassword('newPasswordRequired');

describe("the tests' passwords", () => {
  it("are what the contract's rule takes, each a different one", () => {
    const valid = [NEW_PASSWORD, OTHER_PASSWORD, WRONG_PASSWORD, DEMO_PASSWORD, EDGE_PASSWORD];
    for (const password of valid) expect(rule.safeParse(password).success, password).toBe(true);
    expect(new Set(valid).size).toBe(valid.length);
  });

  it('make the refused ones one character outside the rule', () => {
    expect(TOO_SHORT_PASSWORD).toHaveLength(PASSWORD_MIN - 1);
    expect(TOO_LONG_PASSWORD).toHaveLength(PASSWORD_MAX + 1);
    for (const password of [TOO_SHORT_PASSWORD, TOO_LONG_PASSWORD])
      expect(rule.safeParse(password).success, password).toBe(false);
    expect(passwordFrom('ab')).toHaveLength(PASSWORD_MIN);
  });

  it("are stated in the site's hints from the rule itself, never as numbers of their own", () => {
    const text = (language: string, file: string) => readFileSync(`web/src/locales/${language}/${file}.json`, 'utf8');
    for (const file of ['auth', 'account']) {
      expect(text('en', file)).toContain('{{min}} to {{max}} letters or digits');
      expect(text('cn', file)).toContain('{{min}}～{{max}} 位字母或数字');
    }
    expect(PASSWORD_LENGTH).toEqual({ min: PASSWORD_MIN, max: PASSWORD_MAX });
  });

  it("are the seeded accounts' own, as the checked scenario documents give them", () => {
    for (const [name, password] of [
      ['demo', DEMO_PASSWORD],
      ['edge', EDGE_PASSWORD],
    ] as const) {
      const accounts = credentials(name);
      expect(accounts.length).toBeGreaterThan(0);
      for (const account of accounts) expect(account.password, account.email).toBe(password);
    }
  });
});
