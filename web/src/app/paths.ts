/** Every route of seed-spec §2 with its name, in one place. */
export const paths = {
  Home: '/',
  Login: '/login',
  Register: '/register',
  Forget: '/forget',
  MuscleAndMovement: '/muscle-and-movement',
  MSKPatientEducation: '/msk-patient-education',
  ViewDetail: '/product-detail/:title',
  Pricing: '/pricing',
  Pricing2: '/pricing/patient-education',
  University: '/university',
  AccountSettings: '/account-settings',
  PrivacyPolicy: '/privacy-policy',
  TermsOfUse: '/terms-of-use',
  Order: '/order',
  Download: '/download',
  Blog: '/blog',
  BlogDetail: '/blog-detail/:bid',
  About: '/about',
  Contact: '/contact',
  HelpCancle: '/help-cancle',
  HelpInvoice: '/help-invoice',
  HelpEmail: '/help-email',
  HelpEmailSuccess: '/help-email-success',
  HelpEmailFail: '/help-email-fail',
  Active: '/active/:type',
  NotFound: '/404',
} as const;

export type RouteName = keyof typeof paths;

/** Fills a route's parameters: pathTo('BlogDetail', { bid: 3 }) -> '/blog-detail/3'. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return paths[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

const matchers = (Object.entries(paths) as Array<[RouteName, string]>).map(([name, pattern]) => ({
  name,
  regex: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`),
}));

/** The route name of a location path, or null for an unknown path. */
export function routeNameOf(pathname: string): RouteName | null {
  return matchers.find((m) => m.regex.test(pathname))?.name ?? null;
}
