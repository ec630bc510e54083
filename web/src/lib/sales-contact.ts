import type { Language } from '#contract/language.js';

/**
 * How an institution reaches the company's sales people besides the quote form (docs/decisions/182):
 * build settings, each optional, never invented. Chinese readers expect a telephone number and a
 * WeChat QR code beside a quote form; English readers get the telephone number when one is set.
 */
export type SalesSettings = {
  /** The operator's telephone (docs/decisions/135), for readers of either language. */
  VITE_CONTACT_PHONE?: string;
  /** A telephone number for mainland readers (a 400 number, a Shanghai office): falls back to VITE_CONTACT_PHONE. */
  VITE_CONTACT_PHONE_CN?: string;
  /** The link a WeChat QR code carries (a WeChat Work contact or an official account's link): the build draws its QR code. */
  VITE_WECHAT_URL?: string;
  /** The WeChat ID shown under the code, its text alternative (optional). */
  VITE_WECHAT_ID?: string;
};

export type SalesContact = { phone: string | null; wechat: { url: string; id: string | null } | null };

const value = (s: string | undefined) => s?.trim() || null;

/** Each setting read by its own name, so Vite writes in only these values. */
const buildSettings = (): SalesSettings => ({
  VITE_CONTACT_PHONE: import.meta.env.VITE_CONTACT_PHONE,
  VITE_CONTACT_PHONE_CN: import.meta.env.VITE_CONTACT_PHONE_CN,
  VITE_WECHAT_URL: import.meta.env.VITE_WECHAT_URL,
  VITE_WECHAT_ID: import.meta.env.VITE_WECHAT_ID,
});

export function salesContactFor(language: Language, settings: SalesSettings = buildSettings()): SalesContact {
  if (language === 'en') return { phone: value(settings.VITE_CONTACT_PHONE), wechat: null };
  const url = value(settings.VITE_WECHAT_URL);
  return {
    phone: value(settings.VITE_CONTACT_PHONE_CN) ?? value(settings.VITE_CONTACT_PHONE),
    wechat: url && /^https?:\/\//.test(url) ? { url, id: value(settings.VITE_WECHAT_ID) } : null,
  };
}
