import { describe, expect, it } from 'vitest';
import { loginAfterExpiry } from './errors';

describe('loginAfterExpiry (a session that ends on a page keeps the way back to it)', () => {
  it('comes back to the page, its query included, from any signed-in page alike', () => {
    expect(loginAfterExpiry({ pathname: '/account-settings', search: '' })).toBe('/login?backUrl=%2Faccount-settings');
    expect(loginAfterExpiry({ pathname: '/order', search: '?page=2' })).toBe('/login?backUrl=%2Forder%3Fpage%3D2');
    expect(loginAfterExpiry({ pathname: '/pricing', search: '' })).toBe('/login?backUrl=%2Fpricing');
  });

  it('never leads back to signing in, nor to an unknown page, nor names Home (where a login goes anyway)', () => {
    expect(loginAfterExpiry({ pathname: '/login', search: '?backUrl=%2Forder' })).toBe('/login');
    expect(loginAfterExpiry({ pathname: '/register', search: '' })).toBe('/login');
    expect(loginAfterExpiry({ pathname: '/no-such-page', search: '' })).toBe('/login');
    expect(loginAfterExpiry({ pathname: '/', search: '' })).toBe('/login');
  });
});
