import type { Plugin } from 'vite';
import { fillFacts } from '#contract/facts.js';

/** A locale file and its language: web/src/locales/<en|cn>/<namespace>.json. */
const LOCALE = /\/web\/src\/locales\/(en|cn)\/[\w-]+\.json$/;

/**
 * The figures of the texts filled in at build time (docs/decisions/180): a locale file's
 * `{{fact.x}}` and `{{figure.x}}` become the one set of facts (contract/facts.ts) as its language
 * writes them, before the JSON is read, so the browser gets finished texts and no code for it. The
 * values hold no quote or backslash, so the JSON stays valid.
 */
export function facts(): Plugin {
  return {
    name: 'motionatlas-facts',
    enforce: 'pre',
    transform(code, id) {
      const language = LOCALE.exec(id.split('?')[0]!)?.[1] as 'en' | 'cn' | undefined;
      return language ? { code: fillFacts(code, language), map: null } : null;
    },
  };
}
