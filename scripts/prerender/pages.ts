/**
 * The public pages the build prerenders in both languages (besides the blog's articles, which come
 * from the API). Pages with a form show it once the app has taken over (FormAfterHydration), so
 * nothing typed can be lost; the resubmit page is not prerendered (mostly its form).
 */
export const PUBLIC_PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Muscle and Movement', path: '/muscle-and-movement' },
  { name: 'MSK Patient Education', path: '/msk-patient-education' },
  { name: 'Pricing', path: '/pricing' },
  { name: 'Pricing (patient education)', path: '/pricing/patient-education' },
  { name: 'University', path: '/university' },
  { name: 'Download', path: '/download' },
  { name: 'Blog', path: '/blog' },
  { name: 'About', path: '/about' },
  { name: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'Terms Of Use', path: '/terms-of-use' },
  { name: 'Unsubscribe help', path: '/help-cancle' },
  { name: 'Invoice help', path: '/help-invoice' },
  { name: 'Newsletter: check your inbox', path: '/help-email' },
  { name: 'Newsletter: subscribed', path: '/help-email-success' },
  { name: '404', path: '/404' },
  { name: 'Login', path: '/login' },
  { name: 'Register', path: '/register' },
  { name: 'Forget', path: '/forget' },
  { name: 'Contact', path: '/contact' },
] as const;
