import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../components/auth-shared/signed-in-render.test-utils';
import { DownloadPage } from './download-page';

const MAINLAND_ANDROID = 'https://download.example.test/motionatlas.apk';
const CHINESE_APP_STORE = 'https://apps.apple.com/cn/app/motionatlas/id1';

let done: (() => void) | undefined;
afterEach(() => {
  done?.();
  vi.unstubAllEnvs();
});

const storeLinks = () =>
  screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);

describe('the download page (docs/decisions/110)', () => {
  it('in Chinese with mainland links: the mainland Android download, Google Play beside it, the Chinese App Store', async () => {
    vi.stubEnv('VITE_ANDROID_STORE_URL_CN', MAINLAND_ANDROID);
    vi.stubEnv('VITE_IOS_STORE_URL_CN', CHINESE_APP_STORE);
    ({ cleanup: done } = await renderSignedIn(<DownloadPage />, { path: '/download', language: 'cn' }));
    expect(storeLinks()).toEqual([
      ['下载 Android 版', MAINLAND_ANDROID, '_blank'],
      ['在中国大陆以外？前往 Google Play 下载', 'https://play.google.com/store/search?q=MotionAtlas&c=apps', '_blank'],
      ['前往 App Store 下载', CHINESE_APP_STORE, '_blank'],
    ]);
  });

  it('in English the global stores, mainland links set or not', async () => {
    vi.stubEnv('VITE_ANDROID_STORE_URL_CN', MAINLAND_ANDROID);
    ({ cleanup: done } = await renderSignedIn(<DownloadPage />, { path: '/download' }));
    expect(storeLinks().map(([, href]) => href)).toEqual([
      'https://play.google.com/store/search?q=MotionAtlas&c=apps',
      'https://apps.apple.com/us/search?term=MotionAtlas',
    ]);
  });
});

describe('the download page on a desktop (docs/decisions/183)', () => {
  it('shows a QR code per store link, made at build time, with the link in words', async () => {
    ({ cleanup: done } = await renderSignedIn(<DownloadPage />, { path: '/download' }));
    const codes = screen.getAllByRole('img', { name: /^QR code for/ });
    expect(codes.map((img) => img.getAttribute('alt'))).toEqual([
      "QR code for Android: scan it with your phone's camera to open https://play.google.com/store/search?q=MotionAtlas&c=apps",
      "QR code for iPhone and iPad: scan it with your phone's camera to open https://apps.apple.com/us/search?term=MotionAtlas",
    ]);
    for (const img of codes) expect(img.getAttribute('src')).toMatch(/qr-[0-9a-f]{12}\.svg$|^data:image\/svg\+xml,/);
  });

  it('shows none for a link the build drew no code for', async () => {
    vi.stubEnv('VITE_IOS_STORE_URL', 'https://apps.apple.com/app/id999');
    ({ cleanup: done } = await renderSignedIn(<DownloadPage />, { path: '/download' }));
    expect(screen.getAllByRole('img', { name: /^QR code for/ })).toHaveLength(1);
  });
});
