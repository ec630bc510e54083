import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { t } from './messages.js';

/*
 * The Unauthorized message is written twice on purpose: the web shows its own text whatever the
 * backend sends (the spec fixes it: "Login has expired, please log in again."), and the fake
 * server, the real API's stand-in, answers the same words so a tester reads one message. Held equal.
 */
describe("the fake server's Unauthorized message", () => {
  it.each(['en', 'cn'] as const)("is the web's (%s)", (language) => {
    const errors = JSON.parse(readFileSync(`web/src/locales/${language}/errors.json`, 'utf8')) as {
      unauthorized: string;
    };
    expect(t(language, 'unauthorized')).toBe(errors.unauthorized);
  });
});
