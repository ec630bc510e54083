import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { validationMessages } from '#contract/validation-messages.js';
import { type Language, preferences } from './state/preferences';
import { afterHydration } from './hydration';
import { storage } from './storage';

type Resources = Record<string, unknown>;

/** Each language's texts load on demand, so a visitor downloads only the one they read. */
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  en: () => import('../locales/en/index'),
  cn: () => import('../locales/cn/index'),
};

export const htmlLang = (language: Language) => (language === 'cn' ? 'zh-CN' : 'en');

export function addLanguage(language: Language, resources: Resources) {
  i18n.addResourceBundle(language, 'translation', { ...resources, validation: validationMessages[language] }, true, true);
}

async function ensureLoaded(language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) addLanguage(language, (await loaders[language]()).default);
}

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
  for (const [lng, res] of Object.entries(preloaded ?? {})) addLanguage(lng as Language, res!);
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
    document.cookie = `ma_lang=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}

export { i18n };
