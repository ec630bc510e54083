/** Each feature's texts: a file locales/<language>/<name>.json (a test keeps this list and the files equal). */
export const NAMESPACES = [
  'account',
  'auth',
  'blog',
  'checkout',
  'common',
  'company',
  'contact',
  'errors',
  'footer',
  'help',
  'home',
  'nav',
  'newsletter',
  'newsletterPages',
  'notFound',
  'offer',
  'orders',
  'pricing',
  'products',
  'quote',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
