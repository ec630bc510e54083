import { useTranslation } from 'react-i18next';
import { BRAND } from '#contract/brand.js';
import { asLanguage } from '#contract/language.js';

/** The brand in the page's language: the one way the app names itself. */
export function useBrand(): string {
  const { i18n } = useTranslation();
  return BRAND[asLanguage(i18n.language)];
}
