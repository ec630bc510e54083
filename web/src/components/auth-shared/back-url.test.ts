import { describe, expect, it } from 'vitest';
import { loginPathFor, referrerPath, safeBackUrl } from './back-url';

describe('safeBackUrl', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeBackUrl('/account-settings')).toBe('/account-settings');
    expect(safeBackUrl('/order?page=2#top')).toBe('/order?page=2#top');
  });
  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'order',
      '',
      null,
      undefined,
    ]) {
      expect(safeBackUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('loginPathFor', () => {
  it('encodes the way back', () => {
    expect(loginPathFor('/order?page=2')).toBe('/login?backUrl=%2Forder%3Fpage%3D2');
  });
});

describe('referrerPath', () => {
  it('maps a route name to its path', () => {
    expect(referrerPath('Pricing')).toBe('/pricing');
    expect(referrerPath('Home')).toBe('/');
  });
  it('ignores unknown names and routes that need parameters', () => {
    expect(referrerPath('BlogDetail')).toBeNull();
    expect(referrerPath('toString')).toBeNull();
    expect(referrerPath('Nowhere')).toBeNull();
    expect(referrerPath(null)).toBeNull();
  });
});
