import { describe, expect, it } from 'vitest';
import { isAvatarFile } from './avatar-rules';

describe('isAvatarFile', () => {
  it('accepts PNG and JPEG', () => {
    expect(isAvatarFile({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isAvatarFile({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
  });
  it('refuses other types, whatever the name says', () => {
    expect(isAvatarFile({ type: 'image/gif', name: 'a.gif' })).toBe(false);
    expect(isAvatarFile({ type: 'image/webp', name: 'a.png' })).toBe(false);
    expect(isAvatarFile({ type: 'image/svg+xml', name: 'a.svg' })).toBe(false);
  });
  it('judges an untyped file by its name', () => {
    expect(isAvatarFile({ type: '', name: 'Photo.JPEG' })).toBe(true);
    expect(isAvatarFile({ type: '', name: 'photo.heic' })).toBe(false);
  });
});
