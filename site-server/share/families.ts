import type { Language } from './share-head.js';

/**
 * The share pictures (1200 x 630 JPEG, `npm run art -- --share`, docs/decisions/079): one per
 * product line and page family, in both languages since each carries its headline. A page's
 * family comes from its path.
 */
export const SHARE_FAMILIES = {
  home: {
    illustration: 'hero',
    headline: { en: 'See every muscle at work', cn: '看清每一块肌肉如何工作' },
  },
  muscle: {
    illustration: 'feature-anatomy',
    headline: { en: 'Muscle and Movement in 3D', cn: '肌肉与运动：3D 看懂每块肌肉' },
  },
  msk: {
    illustration: 'msk-patient',
    headline: { en: 'Explain conditions to patients', cn: '向患者讲清病情' },
  },
  pricing: {
    illustration: 'pricing',
    headline: { en: 'Plans for trainers, therapists and students', cn: '适合教练、治疗师与学生的订阅方案' },
  },
  blog: {
    illustration: 'feature-function',
    headline: { en: 'Notes on anatomy, training and patient care', cn: '解剖、训练与患者沟通笔记' },
  },
  company: {
    illustration: 'university',
    headline: { en: '3D anatomy for teaching and practice', cn: '教学和临床都好用的 3D 解剖' },
  },
} as const satisfies Record<string, { illustration: string; headline: Record<Language, string> }>;

export type ShareFamily = keyof typeof SHARE_FAMILIES;

export function familyOf(path: string): ShareFamily {
  if (path === '/') return 'home';
  if (/^\/(muscle-and-movement|product-detail)(\/|$)/.test(path)) return 'muscle';
  if (path.startsWith('/msk-patient-education')) return 'msk';
  if (path.startsWith('/pricing')) return 'pricing';
  if (/^\/blog(-detail)?(\/|$)/.test(path)) return 'blog';
  return 'company';
}

/** The family's picture, from the site's root, and its text alternative. */
export const sharePicture = (family: ShareFamily, language: Language) => ({
  url: `/share/${family}.${language}.jpg`,
  alt: SHARE_FAMILIES[family].headline[language],
});
