import type { Namespace } from '../locales/namespaces';

/**
 * Every screen of the site, once. The router (routes.tsx), the paths (paths.ts), the code-splitting
 * groups (site-build/chunking.ts, for web/vite.config.ts), the prerendered pages with their share
 * tags and the sitemap (site-build/prerender.ts), the Lighthouse and size lists (scripts/lighthouse.ts,
 * scripts/size/) and the tests' sweeps of every page (tests/setup/addresses.ts) are all derived from
 * it: adding a page is one entry here and its page file.
 *
 * - `page`: its file under web/src/features/ (without .tsx) and `component`, the export it renders
 *   (route-manifest.test.ts checks both).
 * - `texts`: its own texts (locales/<language>/<name>.json), loaded with its chunk; the base texts
 *   come with the app.
 * - `access`: 'signed-in' screens send a visitor without a session to Login first (and come back).
 * - `prerender`: built as HTML in both languages (site-build/prerender.ts); a page's form is in it,
 *   inert until the app has taken over (InertUntilHydrated), so nothing typed is lost.
 * - `chunk`: 'lazy' loads the page's code when its route is visited; 'shell' puts it in the first load.
 */
export type RouteEntry = {
  readonly path: string;
  readonly page: string;
  readonly component: string;
  readonly texts: readonly Namespace[];
  readonly access: 'public' | 'signed-in';
  readonly prerender: boolean;
  readonly chunk: 'lazy' | 'shell';
};

const pub = { access: 'public', prerender: true, chunk: 'lazy' } as const;

export const routeManifest = {
  Home: { ...pub, path: '/', page: 'home/home-page', component: 'HomePage', texts: ['home'] },
  Login: { ...pub, path: '/login', page: 'auth/login-page', component: 'LoginPage', texts: ['auth'] },
  Register: { ...pub, path: '/register', page: 'auth/register-page', component: 'RegisterPage', texts: ['auth'] },
  Forget: { ...pub, path: '/forget', page: 'auth/forget-page', component: 'ForgetPage', texts: ['auth'] },
  MuscleAndMovement: {
    ...pub,
    path: '/muscle-and-movement',
    page: 'products/muscle-and-movement-page',
    component: 'MuscleAndMovementPage',
    texts: ['products', 'offer'],
  },
  MSKPatientEducation: {
    ...pub,
    path: '/msk-patient-education',
    page: 'products/msk-patient-education-page',
    component: 'MskPatientEducationPage',
    texts: ['products'],
  },
  // Opens an app in a frame for one package: nothing to prerender.
  ViewDetail: {
    ...pub,
    prerender: false,
    path: '/product-detail/:title',
    page: 'products/view-detail-page',
    component: 'ViewDetailPage',
    texts: ['products'],
  },
  Pricing: {
    ...pub,
    path: '/pricing',
    page: 'pricing/pricing-page',
    component: 'PricingPage',
    texts: ['pricing', 'checkout', 'offer'],
  },
  Pricing2: {
    ...pub,
    path: '/pricing/patient-education',
    page: 'pricing/pricing-page',
    component: 'PatientEducationPricingPage',
    texts: ['pricing', 'checkout', 'offer'],
  },
  University: {
    ...pub,
    path: '/university',
    page: 'company/university-page',
    component: 'UniversityPage',
    texts: ['company'],
  },
  AccountSettings: {
    access: 'signed-in',
    prerender: false,
    chunk: 'lazy',
    path: '/account-settings',
    page: 'account/account-settings-page',
    component: 'AccountSettingsPage',
    texts: ['account', 'auth'],
  },
  PrivacyPolicy: {
    ...pub,
    path: '/privacy-policy',
    page: 'help/help-pages',
    component: 'PrivacyPolicyPage',
    texts: ['help'],
  },
  TermsOfUse: { ...pub, path: '/terms-of-use', page: 'help/help-pages', component: 'TermsOfUsePage', texts: ['help'] },
  Order: {
    access: 'signed-in',
    prerender: false,
    chunk: 'lazy',
    path: '/order',
    page: 'orders/order-page',
    component: 'OrderPage',
    texts: ['orders'],
  },
  Download: { ...pub, path: '/download', page: 'company/download-page', component: 'DownloadPage', texts: ['company'] },
  Blog: { ...pub, path: '/blog', page: 'blog/blog-page', component: 'BlogPage', texts: ['blog'] },
  // Each article is prerendered from the API's list (site-build/prerender.ts), not from this path.
  BlogDetail: {
    ...pub,
    prerender: false,
    path: '/blog-detail/:bid',
    page: 'blog/blog-detail-page',
    component: 'BlogDetailPage',
    texts: ['blog'],
  },
  About: { ...pub, path: '/about', page: 'company/about-page', component: 'AboutPage', texts: ['company'] },
  Contact: {
    ...pub,
    path: '/contact',
    page: 'contact/contact-page',
    component: 'ContactPage',
    texts: ['contact', 'offer'],
  },
  // Institutions' own way to buy (docs/decisions/182): reached from both pricing pages, University and Contact.
  QuoteRequest: {
    ...pub,
    path: '/quote-request',
    page: 'quote/quote-page',
    component: 'QuoteRequestPage',
    texts: ['quote'],
  },
  HelpCancle: { ...pub, path: '/help-cancle', page: 'help/help-pages', component: 'HelpCanclePage', texts: ['help'] },
  HelpInvoice: {
    ...pub,
    path: '/help-invoice',
    page: 'help/help-pages',
    component: 'HelpInvoicePage',
    texts: ['help'],
  },
  HelpEmail: {
    ...pub,
    path: '/help-email',
    page: 'newsletter/newsletter-pages',
    component: 'HelpEmailPage',
    texts: ['newsletterPages'],
  },
  HelpEmailSuccess: {
    ...pub,
    path: '/help-email-success',
    page: 'newsletter/newsletter-pages',
    component: 'HelpEmailSuccessPage',
    texts: ['newsletterPages'],
  },
  // Mostly its resubmit form, which only works once the app has taken over.
  HelpEmailFail: {
    ...pub,
    prerender: false,
    path: '/help-email-fail',
    page: 'newsletter/newsletter-pages',
    component: 'HelpEmailFailPage',
    texts: ['newsletterPages'],
  },
  // Answers an activation link with a call: nothing to show before it.
  Active: {
    ...pub,
    prerender: false,
    path: '/active/:type',
    page: 'auth/active-page',
    component: 'ActivePage',
    texts: ['auth'],
  },
  NotFound: { ...pub, path: '/404', page: 'not-found/not-found-page', component: 'NotFoundPage', texts: ['notFound'] },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeManifest;

export const routeNames = Object.keys(routeManifest) as RouteName[];

/** The pages built as HTML in both languages, in manifest order. */
export const prerenderedRoutes = routeNames.filter((name) => routeManifest[name].prerender);
