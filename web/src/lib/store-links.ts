import type { Language } from '#contract/language.js';

/** The build's store settings (docs/decisions/110): read at build time, each optional. */
export type StoreSettings = {
  VITE_ANDROID_STORE_URL?: string;
  VITE_IOS_STORE_URL?: string;
  VITE_ANDROID_STORE_URL_CN?: string;
  VITE_IOS_STORE_URL_CN?: string;
};

/**
 * The build's store settings, each read by its own name: Vite writes in each value, where the whole
 * `import.meta.env` would put every setting of the build into the page's code.
 */
const buildSettings = (): StoreSettings => ({
  VITE_ANDROID_STORE_URL: import.meta.env.VITE_ANDROID_STORE_URL,
  VITE_IOS_STORE_URL: import.meta.env.VITE_IOS_STORE_URL,
  VITE_ANDROID_STORE_URL_CN: import.meta.env.VITE_ANDROID_STORE_URL_CN,
  VITE_IOS_STORE_URL_CN: import.meta.env.VITE_IOS_STORE_URL_CN,
});

/** Without a store page of our own, each store's search for the brand (never an invented app id). */
const GOOGLE_PLAY_SEARCH = 'https://play.google.com/store/search?q=MotionAtlas&c=apps';
const APP_STORE_SEARCH = 'https://apps.apple.com/us/search?term=MotionAtlas';
/** A Chinese reader's App Store is the Chinese one (apps.apple.com/cn), not the US store. */
const APP_STORE_SEARCH_CN = 'https://apps.apple.com/cn/search?term=MotionAtlas';

export type Stores = {
  /** The Android download the reader is offered first: in Chinese, the mainland one when set. */
  android: string;
  /** Whether `android` is the mainland download (a Chinese store's page or the package itself). */
  androidMainland: boolean;
  /** Google Play beside a mainland download, for Chinese readers outside mainland China; null otherwise. */
  googlePlay: string | null;
  /** The App Store page: in Chinese, the Chinese App Store's when set. */
  ios: string;
};

/**
 * Where the apps are, for a reader of `language`. Google Play and the US App Store do not serve
 * mainland China, so a Chinese reader gets the mainland links (VITE_ANDROID_STORE_URL_CN,
 * VITE_IOS_STORE_URL_CN) when the build has them, Google Play only beside them, and the global
 * links when they are unset.
 */
export function storesFor(language: Language, settings: StoreSettings = buildSettings()): Stores {
  const googlePlay = settings.VITE_ANDROID_STORE_URL || GOOGLE_PLAY_SEARCH;
  const appStore = settings.VITE_IOS_STORE_URL || (language === 'cn' ? APP_STORE_SEARCH_CN : APP_STORE_SEARCH);
  const mainlandAndroid = language === 'cn' ? settings.VITE_ANDROID_STORE_URL_CN : undefined;
  const mainlandIos = language === 'cn' ? settings.VITE_IOS_STORE_URL_CN : undefined;
  return {
    android: mainlandAndroid || googlePlay,
    androidMainland: !!mainlandAndroid,
    googlePlay: mainlandAndroid ? googlePlay : null,
    ios: mainlandIos || appStore,
  };
}
