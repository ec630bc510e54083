import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../components/auth-shared/signed-in-render.test-utils';
import { QuoteRequestPage } from './quote-page';

/** The link the test build draws a WeChat code for (vitest.config.ts). */
const WECHAT = 'https://work.weixin.qq.com/ca/motionatlas-test';

let done: (() => void) | undefined;
afterEach(() => {
  done?.();
  vi.unstubAllEnvs();
});

describe('the quote page: who to call (docs/decisions/182)', () => {
  it('Chinese readers see the mainland telephone and the WeChat QR code the settings name', async () => {
    vi.stubEnv('VITE_CONTACT_PHONE', '+44 20 7946 0000');
    vi.stubEnv('VITE_CONTACT_PHONE_CN', '400 820 0000');
    vi.stubEnv('VITE_WECHAT_URL', WECHAT);
    vi.stubEnv('VITE_WECHAT_ID', 'motionatlas');
    ({ cleanup: done } = await renderSignedIn(<QuoteRequestPage />, { path: '/quote-request', language: 'cn' }));
    expect(screen.getByRole('link', { name: '400 820 0000' }).getAttribute('href')).toBe('tel:4008200000');
    expect(screen.getByRole('img', { name: '二维码：用微信扫一扫，添加动作图谱销售顾问' })).toBeTruthy();
    expect(screen.getByText('微信号：motionatlas')).toBeTruthy();
  });

  it('English readers get the telephone alone; nothing without settings', async () => {
    vi.stubEnv('VITE_CONTACT_PHONE', '+44 20 7946 0000');
    vi.stubEnv('VITE_WECHAT_URL', WECHAT);
    ({ cleanup: done } = await renderSignedIn(<QuoteRequestPage />, { path: '/quote-request' }));
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    done?.();
    vi.unstubAllEnvs();
    ({ cleanup: done } = await renderSignedIn(<QuoteRequestPage />, { path: '/quote-request', language: 'cn' }));
    expect(screen.queryByRole('link', { name: /^\+|^\d/ })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
