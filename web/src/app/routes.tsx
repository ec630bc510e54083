import { type ComponentType, Suspense, useEffect } from 'react';
import { markHydrated } from '../lib/hydration';
import { loadTexts } from '../lib/i18n';
import { preferences } from '../lib/state/preferences';
import type { Namespace } from '../locales/namespaces';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoader } from '../components/layout/page-loader';
import { type Preloadable, lazyWithPreload as page } from '../lib/lazy-preload';
import { type RouteName, paths, routeNameOf } from './paths';

/** Each screen: its file under features/ and the component it exports. */
export const routeSources: Record<RouteName, string> = {
  Home: 'home/home-page',
  Login: 'auth/login-page',
  Register: 'auth/register-page',
  Forget: 'auth/forget-page',
  MuscleAndMovement: 'products/muscle-and-movement-page',
  MSKPatientEducation: 'products/msk-patient-education-page',
  ViewDetail: 'products/view-detail-page',
  Pricing: 'pricing/pricing-page',
  Pricing2: 'pricing/pricing-page',
  University: 'company/university-page',
  AccountSettings: 'account/account-settings-page',
  PrivacyPolicy: 'help/help-pages',
  TermsOfUse: 'help/help-pages',
  Order: 'orders/order-page',
  Download: 'company/download-page',
  Blog: 'blog/blog-page',
  BlogDetail: 'blog/blog-detail-page',
  About: 'company/about-page',
  Contact: 'contact/contact-page',
  HelpCancle: 'help/help-pages',
  HelpInvoice: 'help/help-pages',
  HelpEmail: 'newsletter/newsletter-pages',
  HelpEmailSuccess: 'newsletter/newsletter-pages',
  HelpEmailFail: 'newsletter/newsletter-pages',
  Active: 'auth/active-page',
  NotFound: 'not-found/not-found-page',
};

/** Each screen's own texts (locales/<language>/<name>.json), loaded with its chunk; the base texts come with the app. */
export const routeTexts: Record<RouteName, readonly Namespace[]> = {
  Home: ['home'],
  Login: ['auth'],
  Register: ['auth'],
  Forget: ['auth'],
  MuscleAndMovement: ['products'],
  MSKPatientEducation: ['products'],
  ViewDetail: ['products'],
  Pricing: ['pricing', 'checkout'],
  Pricing2: ['pricing', 'checkout'],
  University: ['company'],
  AccountSettings: ['account', 'auth'],
  PrivacyPolicy: ['help'],
  TermsOfUse: ['help'],
  Order: ['orders'],
  Download: ['company'],
  Blog: ['blog'],
  BlogDetail: ['blog'],
  About: ['company'],
  Contact: ['contact'],
  HelpCancle: ['help'],
  HelpInvoice: ['help'],
  HelpEmail: ['newsletterPages'],
  HelpEmailSuccess: ['newsletterPages'],
  HelpEmailFail: ['newsletterPages'],
  Active: ['auth'],
  NotFound: ['notFound'],
};

const exportNames: Record<RouteName, string> = {
  Home: 'HomePage',
  Login: 'LoginPage',
  Register: 'RegisterPage',
  Forget: 'ForgetPage',
  MuscleAndMovement: 'MuscleAndMovementPage',
  MSKPatientEducation: 'MskPatientEducationPage',
  ViewDetail: 'ViewDetailPage',
  Pricing: 'PricingPage',
  Pricing2: 'PatientEducationPricingPage',
  University: 'UniversityPage',
  AccountSettings: 'AccountSettingsPage',
  PrivacyPolicy: 'PrivacyPolicyPage',
  TermsOfUse: 'TermsOfUsePage',
  Order: 'OrderPage',
  Download: 'DownloadPage',
  Blog: 'BlogPage',
  BlogDetail: 'BlogDetailPage',
  About: 'AboutPage',
  Contact: 'ContactPage',
  HelpCancle: 'HelpCanclePage',
  HelpInvoice: 'HelpInvoicePage',
  HelpEmail: 'HelpEmailPage',
  HelpEmailSuccess: 'HelpEmailSuccessPage',
  HelpEmailFail: 'HelpEmailFailPage',
  Active: 'ActivePage',
  NotFound: 'NotFoundPage',
};

// Route-level code splitting: one chunk per page file, loaded when its route is visited.
const loaders = import.meta.glob<Record<string, ComponentType>>('../features/*/*-{page,pages}.tsx');

export const pages = Object.fromEntries(
  (Object.keys(routeSources) as RouteName[]).map((name) => {
    const load = loaders[`../features/${routeSources[name]}.tsx`];
    if (!load) throw new Error(`No page file for ${name}`);
    // The page's chunk and its texts in the visitor's language arrive together.
    const withTexts = () => Promise.all([load(), loadTexts(preferences.language, routeTexts[name])]).then(([module]) => module);
    return [name, page(withTexts, exportNames[name])];
  }),
) as Record<RouteName, Preloadable>;

/** Loads the chunk of the page at a path (before hydrating a prerendered page). */
export async function preloadPath(pathname: string) {
  const name = routeNameOf(pathname);
  if (name) await pages[name].preload();
}

/**
 * Commits with the page: React hydrates the route's Suspense boundary after the rest of the app,
 * so this, not the app's first commit, marks the page as taken over (tests and the language
 * switch wait for it).
 */
function PageLive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
    document.documentElement.dataset.ready = 'true';
    markHydrated();
  }, []);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <PageLive />
      <Switch>
        {(Object.keys(paths) as RouteName[]).map((name) => (
          <Route key={name} path={paths[name]} component={pages[name]} />
        ))}
        <Route>
          <Redirect to={paths.NotFound} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
