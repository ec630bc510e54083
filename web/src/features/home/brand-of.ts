/** The BRAND key of an i18next language. */
export const brandOf = (language: string): 'en' | 'cn' => (language === 'cn' ? 'cn' : 'en');
