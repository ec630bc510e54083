import { describe, expect, it } from 'vitest';
import { storesFor } from './store-links';

const GLOBAL = {
  VITE_ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=com.example.motionatlas',
  VITE_IOS_STORE_URL: 'https://apps.apple.com/us/app/motionatlas/id1',
};
const MAINLAND = {
  VITE_ANDROID_STORE_URL_CN: 'https://download.example.test/motionatlas.apk',
  VITE_IOS_STORE_URL_CN: 'https://apps.apple.com/cn/app/motionatlas/id1',
};

describe('the store links a reader is offered', () => {
  it('a Chinese reader gets the mainland links when the build has them, Google Play only beside them', () => {
    expect(storesFor('cn', { ...GLOBAL, ...MAINLAND })).toEqual({
      android: MAINLAND.VITE_ANDROID_STORE_URL_CN,
      androidMainland: true,
      googlePlay: GLOBAL.VITE_ANDROID_STORE_URL,
      ios: MAINLAND.VITE_IOS_STORE_URL_CN,
    });
  });

  it('an English reader gets the global links, mainland ones set or not', () => {
    expect(storesFor('en', { ...GLOBAL, ...MAINLAND })).toEqual({
      android: GLOBAL.VITE_ANDROID_STORE_URL,
      androidMainland: false,
      googlePlay: null,
      ios: GLOBAL.VITE_IOS_STORE_URL,
    });
  });

  it('without mainland links a Chinese reader falls back to the global ones; each link on its own', () => {
    expect(storesFor('cn', GLOBAL)).toEqual(storesFor('en', GLOBAL));
    expect(storesFor('cn', { ...GLOBAL, VITE_IOS_STORE_URL_CN: MAINLAND.VITE_IOS_STORE_URL_CN })).toMatchObject({
      android: GLOBAL.VITE_ANDROID_STORE_URL,
      googlePlay: null,
      ios: MAINLAND.VITE_IOS_STORE_URL_CN,
    });
  });

  it('without any setting, each store searches for the brand, a Chinese reader in the Chinese App Store', () => {
    expect(storesFor('cn', {})).toEqual({
      android: 'https://play.google.com/store/search?q=MotionAtlas&c=apps',
      androidMainland: false,
      googlePlay: null,
      ios: 'https://apps.apple.com/cn/search?term=MotionAtlas',
    });
    expect(storesFor('en', {}).ios).toBe('https://apps.apple.com/us/search?term=MotionAtlas');
  });
});
