import { FASTSPRING_LIBRARY_ORIGIN, PAYPAL_ORIGINS } from '../../site-server/settings.js';
import { FILE_HOST, STOREFRONT } from '../../tests/e2e-prod/production-stack.js';

/**
 * Mainland China blocks Google's fonts, APIs, analytics and badges, YouTube and much else; a page
 * that waits on one of them hangs there (docs/decisions/110). A page of the production build may
 * request only the site, the API and the file host, and on the pricing pages the checkout
 * providers. The size check (`npm run size`, in `npm test`) loads every page in both languages,
 * signed in where it must be, and holds each page's requests to this list.
 */
const CHECKOUT = [
  FASTSPRING_LIBRARY_ORIGIN,
  `https://${STOREFRONT.split('/')[0]}`,
  ...PAYPAL_ORIGINS,
  'https://www.paypalobjects.com',
];

export function allowedOrigins(path: string, site: string, api: string): string[] {
  return [new URL(site).origin, new URL(api).origin, FILE_HOST, ...(path.startsWith('/pricing') ? CHECKOUT : [])];
}

/** What a visit asked for outside its allowed origins, one line each. */
export function outsideOrigins(what: string, path: string, origins: Iterable<string>, site: string, api: string) {
  const allowed = allowedOrigins(path, site, api);
  return [...origins].filter((origin) => !allowed.includes(origin)).map((origin) => `${what} requested ${origin}`);
}
