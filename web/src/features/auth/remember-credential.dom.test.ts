import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberCredential } from './remember-credential';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const stored = () =>
  Object.values({ ...localStorage })
    .concat(Object.values({ ...sessionStorage }))
    .join('\n');

describe('rememberCredential (requirements D5)', () => {
  it('keeps the e-mail and offers the credential to the browser, never storing the password', () => {
    const store = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal(
      'PasswordCredential',
      class {
        constructor(readonly data: object) {}
      },
    );
    vi.stubGlobal('navigator', { ...navigator, credentials: { store } });
    rememberCredential(true, 'ada@example.com', 'secret123');
    expect(localStorage.getItem('ma.email')).toBe('ada@example.com');
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({ data: { id: 'ada@example.com', password: 'secret123' } }),
    );
    expect(stored()).not.toContain('secret123');
  });

  it('works where the browser has no Credential Management API', () => {
    rememberCredential(true, 'ada@example.com', 'secret123');
    expect(localStorage.getItem('ma.email')).toBe('ada@example.com');
    expect(stored()).not.toContain('secret123');
  });

  it('unticked, forgets a stored e-mail', () => {
    localStorage.setItem('ma.email', 'old@example.com');
    rememberCredential(false, 'ada@example.com', 'secret123');
    expect(localStorage.getItem('ma.email')).toBeNull();
  });
});
