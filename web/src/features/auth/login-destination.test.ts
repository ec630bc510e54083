import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination';

describe('loginDestination', () => {
  it('follows a same-site backUrl first', () => {
    expect(loginDestination('backUrl=%2Faccount-settings', 'Pricing')).toBe('/account-settings');
  });
  it('ignores an absolute backUrl and falls back to the referrer', () => {
    expect(loginDestination('backUrl=https%3A%2F%2Fevil.example', 'Pricing')).toBe('/pricing');
    expect(loginDestination('backUrl=%2F%2Fevil.example', null)).toBe('/');
  });
  it('goes Home without either', () => {
    expect(loginDestination('', null)).toBe('/');
    expect(loginDestination('', 'BlogDetail')).toBe('/');
  });
});
