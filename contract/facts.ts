import type { Language } from './language.js';

/**
 * Every figure the site states about the company and its products, once, for both languages
 * (docs/decisions/180). A text never writes one of these numbers itself: it names the fact with a
 * placeholder, `{{fact.users}}` in a sentence or `{{figure.users}}` where the number stands alone
 * (a stats band), filled in here as the reader's language writes it (at build time for the site's
 * texts: site-build/fill-facts.ts). `more` is the claim's "+":
 * the company says "more than". Change a figure here and every page, both languages, follows;
 * `web/src/locales/figures.test.ts` fails when a text states one of these figures by itself.
 */
export const FACTS = {
  /** The lower of the seed's two readings (100,000 in English, 300,000 in Chinese) until the company confirms one. */
  users: { count: 100_000, more: false },
  universities: { count: 200, more: true },
  analyses: { count: 600, more: true },
  exercises: { count: 2000, more: true },
  stretches: { count: 100, more: true },
  /** Drills (专项练习): the short practice tasks of the apps, each built on an exercise or a stretch (pricing's comparison says so). */
  drills: { count: 6000, more: true },
  animations: { count: 500, more: true },
  /** The seed says 20,000 on the product page and 20,000+ on pricing: the plain figure, the lower reading. */
  images: { count: 20_000, more: false },
} as const satisfies Record<string, { count: number; more: boolean }>;

export type Fact = keyof typeof FACTS;
export const FACT_NAMES = Object.keys(FACTS) as Fact[];

const english = new Intl.NumberFormat('en');
/** Chinese 万 (ten thousand) and 多 (more than), kept apart from the templates that space them. */
const WAN = '万';
const MORE = '多';

/** The number alone: 2,000 and 100,000 in English; 2000 and 10 万 in Chinese (docs/decisions/109). */
function number(count: number, language: Language): string {
  if (language === 'en') return english.format(count);
  return count >= 10_000 ? `${count / 10_000} ${WAN}` : String(count);
}

/**
 * A figure standing alone (a stats band, a headline number): 600+, 100,000 / 600+, 10 万. A
 * Chinese figure from 万 up says 多 rather than + (2 万多, never 2 万+).
 */
export function figureOf(fact: Fact, language: Language): string {
  const { count, more } = FACTS[fact];
  if (!more) return number(count, language);
  return language === 'cn' && count >= 10_000 ? number(count, language) + MORE : `${number(count, language)}+`;
}

/** A figure inside a sentence or a list item: 2,000+ in English; 2000 多, 10 万 in Chinese (sentences say 多). */
export function factOf(fact: Fact, language: Language): string {
  const { count, more } = FACTS[fact];
  if (language === 'en') return figureOf(fact, language);
  if (!more) return number(count, language);
  return count >= 10_000 ? number(count, language) + MORE : `${number(count, language)} ${MORE}`;
}

const PLACEHOLDER = /\{\{(fact|figure)\.(\w+)\}\}( (?=\p{Script=Han}))?/gu;

/**
 * A text with its fact placeholders filled in for `language`. The templates space a placeholder
 * from Chinese as digits need ("已有 {{fact.users}} 用户"); a value ending in 万 or 多 is written
 * against the word that follows (已有 10 万用户, 600 多项). An unknown fact is left as written, so
 * the figures test names it.
 */
export function fillFacts(text: string, language: Language): string {
  if (!text.includes('{{f')) return text;
  return text.replace(PLACEHOLDER, (all, form: string, name: string, space?: string) => {
    if (!(name in FACTS)) return all;
    const value = (form === 'fact' ? factOf : figureOf)(name as Fact, language);
    return /\p{Script=Han}$/u.test(value) ? value : value + (space ?? '');
  });
}
