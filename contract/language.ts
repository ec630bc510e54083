import { z } from './zod.js';

/** The site's two languages (the `language` header, the stored choice): English and Simplified Chinese. */
export const LANGUAGES = ['en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LanguageSchema = z.enum(LANGUAGES);

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'cn';

/** One of ours from any language tag (i18next's, a header's): Chinese of any region, else English. */
export const asLanguage = (value: unknown): Language => (typeof value === 'string' && /^(cn|zh)/i.test(value) ? 'cn' : 'en');
