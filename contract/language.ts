/**
 * The site's two languages (the `language` header, the stored choice): English and Simplified
 * Chinese. No zod here: the app shell uses this file, and its first load carries no schema library
 * (LanguageSchema is in language-schema.ts).
 */
export const LANGUAGES = ['en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'cn';

/** One of ours from any language tag (i18next's, a header's): Chinese of any region, else English. */
export const asLanguage = (value: unknown): Language =>
  typeof value === 'string' && /^(cn|zh)/i.test(value) ? 'cn' : 'en';
