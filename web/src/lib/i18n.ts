import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, preferences } from './state/preferences';
import { afterHydration } from './hydration';
import { BASE_TEXTS, fetchTexts } from './texts';
import { basePath } from './base-path';
import { storage } from './storage';

type Resources = Record<string, unknown>;

/** Namespaces present per language (the base and each visited page's). */
const loaded: Record<Language, Set<string>> = { en: new Set(), cn: new Set() };

export const htmlLang = (language: Language) => (language === 'cn' ? 'zh-CN' : 'en');

/**
 * "e-mail" in running text with a non-breaking hyphen (U+2011, drawn the same): a line never ends
 * in "e-" with "mail" on the next (issue 54). Applied to every text as it arrives, so no text file
 * needs it; a label ("E-mail") stands on its own line and keeps the plain hyphen.
 */
const WHOLE_WORDS = /\b(e)-(mail)/g;
function keepWordsWhole<T>(value: T): T {
  if (typeof value === 'string') return value.replace(WHOLE_WORDS, '$1\u2011$2') as T;
  if (Array.isArray(value)) return value.map(keepWordsWhole) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keepWordsWhole(v)])) as T;
  return value;
}

export function addLanguage(language: Language, resources: Resources) {
  i18n.addResourceBundle(language, 'translation', keepWordsWhole(resources), true, true);
  for (const ns of Object.keys(resources)) loaded[language].add(ns);
}

/**
 * The validation messages (the contract's, both languages) arrive with the form schemas, on a
 * form's first use (lib/form.ts): no error can show before its rule has run.
 */
export function addValidationMessages(messages: Record<Language, Resources>) {
  for (const language of ['en', 'cn'] as const)
    i18n.addResourceBundle(language, 'translation', { validation: messages[language] }, true, true);
}

/**
 * Texts load per page and per language (docs/decisions/037): the base with the app, each page's
 * own with its chunk. Resolves once these namespaces are there in this language.
 */
export async function loadTexts(language: Language, namespaces: readonly string[] = []) {
  const missing = [...BASE_TEXTS, ...namespaces].filter((ns) => !loaded[language].has(ns));
  if (missing.length > 0) addLanguage(language, await fetchTexts(language, missing));
}

/** A language switch brings every namespace the visitor already has in the other language. */
const ensureLoaded = (language: Language) => loadTexts(language, [...loaded.en, ...loaded.cn]);

export async function initI18n(language: Language, preloaded?: Partial<Record<Language, Resources>>) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  for (const [lng, res] of Object.entries(preloaded ?? {})) addLanguage(lng as Language, res);
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
}

/** Switches the whole site's language and remembers it (after hydration, when a prerendered page is still being taken over). */
export async function setLanguage(language: Language) {
  await Promise.all([ensureLoaded(language), afterHydration()]);
  preferences.language = language;
  storage.setLanguage(language);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLang(language);
    // Lets the server pick the prerendered page in this language next time.
    document.cookie = `ma_lang=${language}; path=${basePath || '/'}; max-age=31536000; samesite=lax`;
  }
}

export { i18n };
