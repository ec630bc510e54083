import type { OperatorSettings } from '../web/src/lib/operator.js';

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
} as const satisfies OperatorSettings;

/** The settings a sample stands in for: a demo build without them says so. */
const REQUIRED = ['VITE_OPERATOR_NAME', 'VITE_OPERATOR_ADDRESS', 'VITE_GOVERNING_LAW', 'VITE_DATA_LOCATION'] as const;

/**
 * A demo build's operator settings: the build's own where set; where none of the four is, the
 * sample company's (with `missing` naming them, for the build to say so). A build with some set
 * keeps its own and is told which are missing: it shows the ordinary placeholders for those.
 */
export function demoOperator(env: Record<string, string | undefined>): {
  settings: OperatorSettings;
  missing: string[];
  sample: boolean;
} {
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  const sample = missing.length === REQUIRED.length;
  const own = Object.fromEntries(Object.keys(SAMPLE_OPERATOR).map((name) => [name, env[name]])) as OperatorSettings;
  return { settings: sample ? { ...SAMPLE_OPERATOR, ...withoutEmpty(own) } : own, missing, sample };
}

const withoutEmpty = (settings: OperatorSettings) =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value?.trim())) as OperatorSettings;

/** What a demo build prints when it shows the sample company (or lacks some of the settings). */
export function operatorNotice(missing: string[], sample: boolean): string | null {
  if (missing.length === 0) return null;
  return sample
    ? `This demo build has no operator settings (${REQUIRED.join(', ')}): its Contact and legal pages show a sample company, each detail marked as a sample. Set them, with their _CN twins, to show the company's own (README, "Giving a demo"; docs/decisions/135).`
    : `This demo build lacks ${missing.join(', ')}: those show as placeholders on its Contact and legal pages (docs/decisions/135).`;
}
