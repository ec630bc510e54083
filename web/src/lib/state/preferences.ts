import { proxy } from 'valtio';
import { storage } from '../storage';

import { type Language, isLanguage } from '#contract/language.js';

export type { Language } from '#contract/language.js';

/** The browser's own preference among ours: Chinese of any region, else English, else none. */
function browserLanguage(): Language | null {
  const first = (navigator.languages ?? [navigator.language]).find((l) => /^(zh|en)\b/i.test(l));
  return first ? (/^zh/i.test(first) ? 'cn' : 'en') : null;
}

/**
 * `?lang=cn` in a shared link wins over the stored choice; a first visit takes the language the
 * server chose for the prerendered page (its ma_lang cookie or Accept-Language), or the browser's;
 * else English.
 */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  const stored = storage.language();
  if (isLanguage(stored)) return stored;
  const served = document.getElementById('root')?.dataset.prerendered;
  return isLanguage(served) ? served : (browserLanguage() ?? 'en');
}

export const preferences = proxy({ language: initialLanguage() });
