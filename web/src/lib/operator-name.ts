import type { Language } from '#contract/language.js';

/*
 * Apart from operator.ts: the footer is on every page, and a module is shipped whole with the first
 * page that needs it, so the footer's one name would otherwise bring every setting and placeholder
 * of the legal pages into every page's script (0.7 KB).
 */

/** A setting for a reader of `language`: the Chinese one first in Chinese, each falling back to the other. */
export const pickFor = (language: Language, plain: string | undefined, cn: string | undefined) =>
  language === 'cn' ? cn?.trim() || plain?.trim() || undefined : plain?.trim() || cn?.trim() || undefined;

/**
 * The operator's legal name as the build gives it (docs/decisions/135, 190), or null (demo builds):
 * the footer's copyright holder.
 */
export const builtOperatorName = (language: Language): string | null =>
  pickFor(language, import.meta.env.VITE_OPERATOR_NAME, import.meta.env.VITE_OPERATOR_NAME_CN) ?? null;
