import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail (requirements R9)', () => {
  it('keeps 4 characters of a local part longer than 4', () => {
    expect(maskEmail('lena.hartmann@example.com')).toBe('lena*********@example.com');
    expect(maskEmail('abcde@x.cn')).toBe('abcd*@x.cn');
  });
  it('keeps 1 character of a local part of 4 or fewer', () => {
    expect(maskEmail('abcd@x.cn')).toBe('a***@x.cn');
    expect(maskEmail('a@x.cn')).toBe('a@x.cn');
  });
  it('leaves something that is not an e-mail alone', () => {
    expect(maskEmail('nobody')).toBe('nobody');
  });
});
