import { COMPANY_EMAIL } from '#contract/brand.js';
import type { Language } from '#contract/language.js';
import { pickFor } from './operator-name.js';

/**
 * Who operates the site, as the legal pages, the contact page and the footer name it
 * (docs/decisions/135): build settings, never invented facts. A demo or preview build without them
 * shows visible placeholders; a production build stops without the required ones
 * (site-server/settings.ts).
 */
export type OperatorSettings = {
  /** The legal entity's registered name; `_CN`, its Chinese name (falls back to the other). */
  VITE_OPERATOR_NAME?: string;
  VITE_OPERATOR_NAME_CN?: string;
  /** Its registered postal address. */
  VITE_OPERATOR_ADDRESS?: string;
  VITE_OPERATOR_ADDRESS_CN?: string;
  /** The jurisdiction whose law governs the terms ("England and Wales", 中华人民共和国). */
  VITE_GOVERNING_LAW?: string;
  VITE_GOVERNING_LAW_CN?: string;
  /** Where the site's servers keep personal information (country, city, hosting company). */
  VITE_DATA_LOCATION?: string;
  VITE_DATA_LOCATION_CN?: string;
  /** Where requests about personal information go (default: the company's address). */
  VITE_PRIVACY_CONTACT?: string;
  /** A telephone number for buyers (optional: nothing shown when unset). */
  VITE_CONTACT_PHONE?: string;
  /**
   * 《个人信息保护法》第五十三条: the body or representative in mainland China of an operator
   * established outside it, and its contact; `not-applicable` where the operator is itself
   * established in mainland China and keeps personal information there (docs/decisions/190).
   */
  VITE_CN_REPRESENTATIVE?: string;
  VITE_CN_REPRESENTATIVE_CONTACT?: string;
  /** The PayPal company that holds the operator's merchant account, with its address: a recipient abroad. */
  VITE_PAYPAL_COMPANY?: string;
};

export type Operator = {
  name: string;
  address: string;
  governingLaw: string;
  dataLocation: string;
  privacyEmail: string;
  phone: string | null;
  /** Who answers for the operator in mainland China; null where that does not apply (a mainland operator). */
  representative: { name: string; contact: string } | null;
  paypalCompany: string;
};

/** The word a deployer writes where the operator is itself established in mainland China. */
const NOT_APPLICABLE = 'not-applicable';

/** What the reader sees where a setting is missing: plainly a placeholder, in their language. */
export const PLACEHOLDERS = {
  en: {
    name: '[Operator’s legal name: to be filled in]',
    address: '[Operator’s registered address: to be filled in]',
    governingLaw: '[jurisdiction: to be filled in]',
    dataLocation: '[where the servers are: to be filled in]',
    representative: '[representative in mainland China: to be filled in]',
    representativeContact: '[its contact: to be filled in]',
    paypalCompany: '[the PayPal company of the merchant account: to be filled in]',
  },
  cn: {
    name: '【运营者名称（待填写）】',
    address: '【运营者注册地址（待填写）】',
    governingLaw: '【法域（待填写）】',
    dataLocation: '【服务器所在地（待填写）】',
    representative: '【境内代表名称（待填写）】',
    representativeContact: '【境内代表联系方式（待填写）】',
    paypalCompany: '【PayPal 公司名称及地址（待填写）】',
  },
} as const satisfies Record<Language, Record<string, string>>;

const value = (s: string | undefined) => s?.trim() || undefined;

/**
 * The build's settings, each read by its own name: Vite writes in each value, where the whole
 * `import.meta.env` would put every setting of the build into the page's code.
 */
const buildSettings = (): OperatorSettings => ({
  VITE_OPERATOR_NAME: import.meta.env.VITE_OPERATOR_NAME,
  VITE_OPERATOR_NAME_CN: import.meta.env.VITE_OPERATOR_NAME_CN,
  VITE_OPERATOR_ADDRESS: import.meta.env.VITE_OPERATOR_ADDRESS,
  VITE_OPERATOR_ADDRESS_CN: import.meta.env.VITE_OPERATOR_ADDRESS_CN,
  VITE_GOVERNING_LAW: import.meta.env.VITE_GOVERNING_LAW,
  VITE_GOVERNING_LAW_CN: import.meta.env.VITE_GOVERNING_LAW_CN,
  VITE_DATA_LOCATION: import.meta.env.VITE_DATA_LOCATION,
  VITE_DATA_LOCATION_CN: import.meta.env.VITE_DATA_LOCATION_CN,
  VITE_PRIVACY_CONTACT: import.meta.env.VITE_PRIVACY_CONTACT,
  VITE_CONTACT_PHONE: import.meta.env.VITE_CONTACT_PHONE,
  VITE_CN_REPRESENTATIVE: import.meta.env.VITE_CN_REPRESENTATIVE,
  VITE_CN_REPRESENTATIVE_CONTACT: import.meta.env.VITE_CN_REPRESENTATIVE_CONTACT,
  VITE_PAYPAL_COMPANY: import.meta.env.VITE_PAYPAL_COMPANY,
});

type Placeholders = (typeof PLACEHOLDERS)[Language];
/** A build whose settings leave nothing to a placeholder (every demo build, a production one). */
const NO_PLACEHOLDERS: Record<keyof Placeholders, string> = {
  name: '',
  address: '',
  governingLaw: '',
  dataLocation: '',
  representative: '',
  representativeContact: '',
  paypalCompany: '',
};

/**
 * The placeholders a build's pages may need: none where the build's settings fill every detail
 * (VITE_OPERATOR_COMPLETE, decided at config time by `operatorComplete`), and then none is in the
 * page's code either: the condition is a constant the bundler folds, and PLACEHOLDERS goes unused.
 */
const builtPlaceholders = (language: Language): Record<keyof Placeholders, string> =>
  import.meta.env.VITE_OPERATOR_COMPLETE === 'true' ? NO_PLACEHOLDERS : PLACEHOLDERS[language];

/**
 * The operator's details for a reader of `language`: the Chinese settings first in Chinese, each
 * falling back to the other. The build-time callers (the help documents, `operatorComplete`) give
 * the settings and the placeholders; a page takes the build's, so its code holds placeholders only
 * where its build lacks a detail.
 */
export function operatorFor(
  language: Language,
  settings: OperatorSettings = buildSettings(),
  placeholder: Record<keyof Placeholders, string> = builtPlaceholders(language),
): Operator {
  const pick = (plain: string | undefined, cn: string | undefined) => pickFor(language, plain, cn);
  return {
    name: pick(settings.VITE_OPERATOR_NAME, settings.VITE_OPERATOR_NAME_CN) ?? placeholder.name,
    address: pick(settings.VITE_OPERATOR_ADDRESS, settings.VITE_OPERATOR_ADDRESS_CN) ?? placeholder.address,
    governingLaw: pick(settings.VITE_GOVERNING_LAW, settings.VITE_GOVERNING_LAW_CN) ?? placeholder.governingLaw,
    dataLocation: pick(settings.VITE_DATA_LOCATION, settings.VITE_DATA_LOCATION_CN) ?? placeholder.dataLocation,
    privacyEmail: value(settings.VITE_PRIVACY_CONTACT) ?? COMPANY_EMAIL,
    phone: value(settings.VITE_CONTACT_PHONE) ?? null,
    representative: operatorInMainland(settings)
      ? null
      : {
          name: value(settings.VITE_CN_REPRESENTATIVE) ?? placeholder.representative,
          contact: value(settings.VITE_CN_REPRESENTATIVE_CONTACT) ?? placeholder.representativeContact,
        },
    paypalCompany: value(settings.VITE_PAYPAL_COMPANY) ?? placeholder.paypalCompany,
  };
}

/** Whether `settings` give every detail in both languages, so that no reader is shown a placeholder (the build's VITE_OPERATOR_COMPLETE). */
export const operatorComplete = (settings: OperatorSettings) =>
  (['en', 'cn'] as const).every((language) => {
    const shown = JSON.stringify(operatorFor(language, settings, PLACEHOLDERS[language]));
    return Object.values(PLACEHOLDERS[language]).every((placeholder) => !shown.includes(placeholder));
  });

/** Whether the deployer stated that the operator is established in mainland China (no representative there). */
export const operatorInMainland = (settings: OperatorSettings) =>
  value(settings.VITE_CN_REPRESENTATIVE)?.toLowerCase() === NOT_APPLICABLE;

/** The words a help document's {{name}} stands for (site-build/help-settings.ts fills them in). */
export function helpDocumentValues(language: Language, settings: OperatorSettings): Record<string, string> {
  const o = operatorFor(language, settings, PLACEHOLDERS[language]);
  return {
    operatorName: o.name,
    operatorAddress: o.address,
    governingLaw: o.governingLaw,
    dataLocation: o.dataLocation,
    privacyEmail: o.privacyEmail,
    // Shown only where the operator is outside mainland China (site-build/help-settings.ts drops the rest).
    cnRepresentative: o.representative?.name ?? '',
    cnRepresentativeContact: o.representative?.contact ?? '',
    paypalCompany: o.paypalCompany,
  };
}
