import { type PolicySources, contentSecurityPolicy } from './security.js';

/** FastSpring's Store Builder Library is loaded from here (web/src/features/checkout/fastspring-adapter.ts). */
export const FASTSPRING_LIBRARY_ORIGIN = 'https://sbl.onfastspring.com';

/** PayPal's SDK and its approval windows (live and sandbox), when the build offers PayPal. */
export const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];
const PAYPAL_IMAGES = 'https://www.paypalobjects.com';

/** Settings a production build cannot do without (the build stops without them unless PREVIEW_BUILD=on). */
export const REQUIRED_PRODUCTION_SETTINGS = [
  'VITE_API_BASE_URL',
  'VITE_FASTSPRING_STOREFRONT',
  'VITE_ANATOMY_PATH',
  'SITE_URL',
  // Who operates the site, as the legal pages and the contact page name it (docs/decisions/135).
  'VITE_OPERATOR_NAME',
  'VITE_OPERATOR_ADDRESS',
  'VITE_GOVERNING_LAW',
  'VITE_DATA_LOCATION',
  // 《个人信息保护法》第五十三条: the representative in mainland China, or `not-applicable` (docs/decisions/190).
  'VITE_CN_REPRESENTATIVE',
  // How long the privacy policy says each kind of data is kept (第十七条).
  'VITE_RETENTION_LOG_DAYS',
  'VITE_RETENTION_CONSENT_YEARS',
  'VITE_RETENTION_ORDER_YEARS',
] as const;

/** The settings that hold a whole number of days or years. */
const COUNTS = ['VITE_RETENTION_LOG_DAYS', 'VITE_RETENTION_CONSENT_YEARS', 'VITE_RETENTION_ORDER_YEARS'];

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const defined = (values: Array<string | null | undefined>) => values.filter((v): v is string => !!v);
const entries = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * FILE_ORIGINS: hosts the API's files (avatars, photos, pictures, videos) are served from when that
 * is not the API's own origin (a CDN, an object store). Each must be an http(s) origin, nothing more:
 * a path or anything else stops the build with this message, instead of a policy that blocks or
 * allows more than meant.
 */
export function fileOrigins(env: Record<string, string | undefined>): string[] {
  return entries(env.FILE_ORIGINS).map((entry) => {
    const origin = originOf(entry);
    if (!origin || !/^https?:/.test(origin) || entry.replace(/\/$/, '') !== origin)
      throw new Error(
        `FILE_ORIGINS must list origins such as https://files.example.com, comma-separated (got "${entry}")`,
      );
    return origin;
  });
}

/**
 * What a production page loads from other origins, read from the build's settings: the API (calls,
 * avatars, photos, software frames), FastSpring's library and popup storefront, PayPal's SDK and
 * windows (with VITE_PAYPAL_CLIENT_ID), the anatomy viewer, any FRAME_ORIGINS, and the file hosts of
 * FILE_ORIGINS (pictures and media).
 */
export function productionSources(env: Record<string, string | undefined>): PolicySources {
  const api = originOf(env.VITE_API_BASE_URL);
  // A storefront is written without its scheme: "motionatlas.onfastspring.com/popup-motionatlas".
  const storefront = env.VITE_FASTSPRING_STOREFRONT
    ? originOf(`https://${env.VITE_FASTSPRING_STOREFRONT.replace(/^https?:\/\//, '')}`)
    : null;
  const anatomy = originOf(env.VITE_ANATOMY_PATH);
  const frames = entries(env.FRAME_ORIGINS);
  const files = fileOrigins(env);
  const paypal = env.VITE_PAYPAL_CLIENT_ID ? PAYPAL_ORIGINS : [];
  return {
    scripts: defined([storefront && FASTSPRING_LIBRARY_ORIGIN, ...paypal]),
    connect: defined([api, storefront, ...paypal]),
    frames: defined([api, storefront, anatomy, ...frames, ...paypal]),
    images: defined([api, ...files, storefront, ...paypal, paypal.length ? PAYPAL_IMAGES : null]),
    media: defined([api, ...files]),
  };
}

/** The Content-Security-Policy of a production build whose pages carry the <style> elements of `styles` (their hash sources). */
export const productionPolicy = (env: Record<string, string | undefined>, styles: string[] = []) =>
  contentSecurityPolicy({ ...productionSources(env), styles });

/**
 * What a production build lacks, each named with what it needs: the required settings, the
 * representative's contact (unless it is `not-applicable`), the PayPal company where PayPal is
 * offered, a whole number where a period is counted.
 */
export function missingProductionSettings(env: Record<string, string | undefined>): string[] {
  const set = (name: string) => !!env[name]?.trim();
  const missing: string[] = REQUIRED_PRODUCTION_SETTINGS.filter((name) => !set(name));
  const notApplicable = env.VITE_CN_REPRESENTATIVE?.trim().toLowerCase() === 'not-applicable';
  if (set('VITE_CN_REPRESENTATIVE') && !notApplicable && !set('VITE_CN_REPRESENTATIVE_CONTACT'))
    missing.push('VITE_CN_REPRESENTATIVE_CONTACT');
  if (set('VITE_PAYPAL_CLIENT_ID') && !set('VITE_PAYPAL_COMPANY')) missing.push('VITE_PAYPAL_COMPANY');
  for (const name of COUNTS)
    if (set(name) && !/^[1-9]\d{0,3}$/.test(env[name]!.trim())) missing.push(`${name} (a whole number)`);
  return missing;
}
