import { useTranslation } from 'react-i18next';
import { type Fact, figureOf } from '#contract/facts.js';
import { asLanguage } from '#contract/language.js';

/**
 * A figure of the one set of facts (contract/facts.ts, docs/decisions/180) as it stands alone in
 * the page's language: 600+, 100,000 / 10 万. Texts name their figures with `{{fact.x}}` instead.
 */
export function useFigure(): (fact: Fact) => string {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return (fact) => figureOf(fact, language);
}
