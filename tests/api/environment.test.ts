import { describe, expect, it } from 'vitest';
import { EnvironmentError, checkEnvironment } from '../../site-server/environment.js';

/** One schema checks the servers' environment at start; a bad value names its variable. */
describe('the servers check their environment at start', () => {
  it('accepts what the README documents, empty values as unset', () => {
    expect(
      checkEnvironment({
        PORT: '0',
        HOST: '0.0.0.0',
        RATE_LIMIT: 'off',
        WEB_ORIGIN: '',
        SANDBOXES: 'on',
        SANDBOX_MAX: '1000',
        SANDBOX_TTL_HOURS: '0.5',
        UPSTREAM_URL: 'https://staging.example.com',
        UNRELATED: 'whatever',
      }),
    ).toMatchObject({ PORT: 0, SANDBOX_MAX: 1000, SANDBOX_TTL_HOURS: 0.5, SANDBOXES: 'on' });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be at most 65535/],
    [{ RATE_LIMIT: 'false' }, /^RATE_LIMIT must be "on" or "off"/],
    [{ SANDBOX_MAX: '0' }, /^SANDBOX_MAX must be at least 1/],
    [{ UPSTREAM_URL: 'ftp://x' }, /^UPSTREAM_URL must be an http\(s\) address/],
    [{ WEB_ORIGIN: 'localhost:5173' }, /^WEB_ORIGIN must be an http\(s\) address/],
  ])('refuses %o', (env, message) => {
    expect(() => checkEnvironment(env)).toThrow(EnvironmentError);
    expect(() => checkEnvironment(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => checkEnvironment({ PORT: 'x', DEV_TOOLS: 'maybe' })).toThrow(/PORT[\s\S]*\nDEV_TOOLS/);
  });
});
