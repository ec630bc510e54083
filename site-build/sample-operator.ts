import type { HelpSettings } from './help-settings.js';

/**
 * A sample company for demo builds made without the operator's settings (issue 59): the Contact
 * and legal pages a prospect reads show believable details, each marked as a sample, never
 * "[… to be filled in]". One made-up UK company in both languages, so the two agree.
 */
export const SAMPLE_OPERATOR = {
  VITE_OPERATOR_NAME: 'MotionAtlas Sample Ltd (sample details)',
  VITE_OPERATOR_NAME_CN: '动作图谱示例有限公司（示例信息）',
  VITE_OPERATOR_ADDRESS: '1 Example Street, London EC1A 1AA, United Kingdom (sample address)',
  VITE_OPERATOR_ADDRESS_CN: '英国伦敦 Example Street 1 号，邮编 EC1A 1AA（示例地址）',
  VITE_GOVERNING_LAW: 'England and Wales (sample)',
  VITE_GOVERNING_LAW_CN: '英格兰和威尔士（示例）',
  VITE_DATA_LOCATION: 'the United Kingdom, with Example Cloud Ltd in London (sample)',
  VITE_DATA_LOCATION_CN: '英国，由伦敦的 Example Cloud Ltd 托管（示例）',
  // The representative in mainland China and the PayPal company the privacy policy names (docs/decisions/190).
  VITE_CN_REPRESENTATIVE: 'Shanghai Example Consulting Co., Ltd. (sample)',
  VITE_CN_REPRESENTATIVE_CONTACT: '1 Example Road, Shanghai; pipl@example.com (sample)',
  VITE_PAYPAL_COMPANY: 'PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxembourg (sample)',
  // How long the policy says data is kept: common periods, the sample's like every other detail.
  VITE_RETENTION_LOG_DAYS: '30',
  VITE_RETENTION_CONSENT_YEARS: '3',
  VITE_RETENTION_ORDER_YEARS: '6',
} as const satisfies HelpSettings;

/** The settings a sample stands in for: a demo build without them says so. */
const REQUIRED = ['VITE_OPERATOR_NAME', 'VITE_OPERATOR_ADDRESS', 'VITE_GOVERNING_LAW', 'VITE_DATA_LOCATION'] as const;

/**
 * A demo build's operator settings: the build's own where set; where none of the four is, the
 * sample company's (with `missing` naming them, for the build to say so). A build with some set
 * keeps its own and is told which are missing: it shows the ordinary placeholders for those.
 */
export function demoOperator(env: Record<string, string | undefined>): {
  /** Every setting of the build, the sample's filling those the build leaves empty. */
  settings: HelpSettings & Record<string, string | undefined>;
  missing: string[];
  sample: boolean;
} {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  const sample = missing.length === REQUIRED.length;
  return { settings: sample ? { ...env, ...SAMPLE_OPERATOR, ...withoutEmpty(env) } : env, missing, sample };
}

const withoutEmpty = (settings: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value?.trim()));

/** What a demo build prints when it shows the sample company (or lacks some of the settings). */
export function operatorNotice(missing: string[], sample: boolean): string | null {
  if (missing.length === 0) return null;
  return sample
    ? `This demo build has no operator settings (${REQUIRED.join(', ')}): its Contact and legal pages show a sample company, each detail marked as a sample. Set them, with their _CN twins, to show the company's own (README, "Giving a demo"; docs/decisions/135).`
    : `This demo build lacks ${missing.join(', ')}: those show as placeholders on its Contact and legal pages (docs/decisions/135).`;
}
