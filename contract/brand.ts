/** The brand, in one place so the owner can change it (requirements C). */
export const BRAND = { en: 'MotionAtlas', cn: '动作图谱' } as const;
export const COMPANY_EMAIL = 'hello@motionatlas.example.com';
