import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../auth-shared/signed-in-render.test-utils';
import { AppLinks } from './app-links';

let done: (() => void) | undefined;
afterEach(() => {
  done?.();
  vi.unstubAllEnvs();
});

const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

it('an app-only note offers a Chinese reader the mainland download, and Google Play only beside it', async () => {
  vi.stubEnv('VITE_ANDROID_STORE_URL_CN', 'https://download.example.test/motionatlas.apk');
  ({ cleanup: done } = await renderSignedIn(<AppLinks />, { path: '/order', language: 'cn' }));
  expect(links()).toEqual([
    ['Android 版', 'https://download.example.test/motionatlas.apk'],
    ['iOS 版', 'https://apps.apple.com/cn/search?term=MotionAtlas'],
    ['Google Play（中国大陆以外）', 'https://play.google.com/store/search?q=MotionAtlas&c=apps'],
  ]);
});

it('without mainland links, the global stores alone', async () => {
  ({ cleanup: done } = await renderSignedIn(<AppLinks />, { path: '/order', language: 'cn' }));
  expect(links().map(([label]) => label)).toEqual(['Android 版', 'iOS 版']);
});
