/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; empty means same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** 'fake' (fake server's checkout page) or 'fastspring' (Store Builder Library); fixed at build time. */
  readonly VITE_CHECKOUT: 'fake' | 'fastspring';
  readonly VITE_FASTSPRING_STOREFRONT?: string;
  /** PayPal's client id: production builds offer PayPal (its JavaScript SDK) when it is set. */
  readonly VITE_PAYPAL_CLIENT_ID?: string;
  /** Shows the "demo data" ribbon: set for builds that talk to the fake server. */
  readonly VITE_FAKE_API?: string;
  /** The app's page on Google Play and on the App Store (docs/decisions/074). */
  readonly VITE_ANDROID_STORE_URL?: string;
  readonly VITE_IOS_STORE_URL?: string;
  /** What Chinese readers get instead (docs/decisions/110): a mainland Android download, the Chinese App Store's page. */
  readonly VITE_ANDROID_STORE_URL_CN?: string;
  readonly VITE_IOS_STORE_URL_CN?: string;
  /** Set by `npm run build:static-demo`: the fake backend runs in a service worker (static-demo/). */
  readonly VITE_STATIC_DEMO?: string;
  /** `on`: a public demo, where every visitor is a prospect (the prospect ribbon and inbox; README, "Giving a demo"). */
  readonly VITE_PUBLIC_DEMO?: string;
  /** The fixed anatomy web path the product-detail frame loads for pid 3. */
  readonly VITE_ANATOMY_PATH?: string;
  /** Who operates the site (docs/decisions/135): web/src/lib/operator.ts reads them. */
  readonly VITE_OPERATOR_NAME?: string;
  readonly VITE_OPERATOR_NAME_CN?: string;
  readonly VITE_OPERATOR_ADDRESS?: string;
  readonly VITE_OPERATOR_ADDRESS_CN?: string;
  readonly VITE_GOVERNING_LAW?: string;
  readonly VITE_GOVERNING_LAW_CN?: string;
  readonly VITE_DATA_LOCATION?: string;
  readonly VITE_DATA_LOCATION_CN?: string;
  readonly VITE_PRIVACY_CONTACT?: string;
  readonly VITE_CONTACT_PHONE?: string;
  /** For institutions (docs/decisions/182): a mainland telephone number and the WeChat contact whose QR code Chinese readers see. */
  readonly VITE_CONTACT_PHONE_CN?: string;
  readonly VITE_WECHAT_URL?: string;
  readonly VITE_WECHAT_ID?: string;
  /** The representative in mainland China (PIPL art. 53) and its contact, or `not-applicable` (docs/decisions/190). */
  readonly VITE_CN_REPRESENTATIVE?: string;
  readonly VITE_CN_REPRESENTATIVE_CONTACT?: string;
  /** The PayPal company of the operator's merchant account, named as a recipient abroad. */
  readonly VITE_PAYPAL_COMPANY?: string;
  /** 'true' where the settings fill every operator detail (web/vite.config.ts): no placeholder is built in. */
  readonly VITE_OPERATOR_COMPLETE?: string;
  /** The MIIT ICP filing number and the public security filing number, shown in the footer. */
  readonly VITE_ICP_FILING?: string;
  readonly VITE_PSB_FILING?: string;
  /** The year of the build (web/vite.config.ts), where the footer's copyright ends. */
  readonly VITE_BUILD_YEAR?: string;
}

declare module 'virtual:api-routes' {
  /** The public API's route table, from the contract at build time (site-build/api-routes.ts). */
  const routes: import('./lib/api/request').RouteTable;
  export default routes;
}

declare module 'virtual:qr-codes' {
  /** Each link the build draws a QR code for, and its picture's address (site-build/qr-codes.ts). */
  const codes: Record<string, string>;
  export default codes;
}

declare module 'virtual:mantine-root' {
  /** Mantine's provider for the app: the browser's (app/mantine-root.tsx) or Mantine's own (app/mantine-root-full.tsx). */
  export const MantineRoot: import('react').ComponentType<{ children: import('react').ReactNode }>;
}
