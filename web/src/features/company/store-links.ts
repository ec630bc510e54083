/**
 * The app store pages, configurable per build (VITE_ANDROID_STORE_URL, VITE_IOS_STORE_URL). The
 * defaults search each store for the brand, so a build without the variables still lands somewhere
 * sensible.
 */
export const storeLinks = {
  android: import.meta.env.VITE_ANDROID_STORE_URL || 'https://play.google.com/store/search?q=MotionAtlas&c=apps',
  ios: import.meta.env.VITE_IOS_STORE_URL || 'https://apps.apple.com/us/search?term=MotionAtlas',
} as const;
