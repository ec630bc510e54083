import type { Language } from './state/preferences';

type Resources = Record<string, unknown>;

/** The texts every page needs, loaded with the app (locales/<language>/base.ts). */
export const BASE_TEXTS = ['common', 'errors', 'footer', 'nav', 'newsletter'] as const;

const bases: Record<Language, () => Promise<{ default: Resources }>> = {
  en: () => import('../locales/en/base'),
  cn: () => import('../locales/cn/base'),
};
// One chunk per feature's texts and language: a page loads only its own, in the visitor's language.
// (The base's files are not among them: they travel in the base chunk only. Vite reads the glob only
// as a literal, so it spells BASE_TEXTS out again: texts.test.ts holds the two and base.ts together.)
const files = import.meta.glob<{ default: Resources }>([
  '../locales/{en,cn}/*.json',
  '!../locales/*/{common,errors,footer,nav,newsletter}.json',
]);

/**
 * The texts of these namespaces in a language, as `{ namespace: texts }`, fetched once each. The
 * base namespaces come together in one chunk.
 */
export async function fetchTexts(language: Language, namespaces: readonly string[]): Promise<Resources> {
  const wanted = [...new Set(namespaces)];
  const base = wanted.some((ns) => (BASE_TEXTS as readonly string[]).includes(ns))
    ? (await bases[language]()).default
    : {};
  const own = await Promise.all(
    wanted
      .filter((ns) => !(ns in base))
      .map(async (ns) => {
        const load = files[`../locales/${language}/${ns}.json`];
        if (!load) throw new Error(`No ${language} texts named ${ns}`);
        return [ns, (await load()).default] as const;
      }),
  );
  return { ...base, ...Object.fromEntries(own) };
}
