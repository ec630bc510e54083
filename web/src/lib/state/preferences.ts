import { proxy } from 'valtio';
import { storage } from '../storage';

export const LANGUAGES = ['en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'cn';

/** `?lang=cn` in a shared link wins over the stored choice, which wins over English. */
export function initialLanguage(): Language {
  if (typeof window !== 'undefined') {
    const fromUrl = new URLSearchParams(window.location.search).get('lang');
    if (isLanguage(fromUrl)) return fromUrl;
  }
  const stored = storage.language();
  return isLanguage(stored) ? stored : 'en';
}

export const preferences = proxy({ language: initialLanguage() });
