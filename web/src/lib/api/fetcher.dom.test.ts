import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { initI18n } from '../i18n';
import { session, signIn } from '../state/session';
import { preferences } from '../state/preferences';
import { client } from './client';
import { loadToasts } from './errors';

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  // The toasts' store loads with the first toast: here before fetch is mocked (modules load with it).
  await loadToasts();
  await initI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

describe('the API client and its error catalogue (requirements R7-R8)', () => {
  it('sends platform, language and the bearer token', async () => {
    signIn('tok-123');
    preferences.language = 'cn';
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        envelope(200, { code: 'OK', message: '', data: { id: 1, avatar: '', nickName: 'A', email: 'a@b.co' } }),
      );
    await client.user.userInfo();
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get('platform')).toBe('PC');
    expect(headers.get('language')).toBe('cn');
    expect(headers.get('authorization')).toBe('Bearer tok-123');
    preferences.language = 'en';
  });

  it('maps a non-200 status to its message and rejects', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(503, { code: '1009', message: 'down' }));
    await expect(client.content.blogList({ query: { page: 1, size: 20 } })).rejects.toMatchObject({
      kind: 'status',
      status: 503,
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Service unavailable.', title: 'Tips' }));
  });

  it('shows "other connection error" and the code for a status outside the table, whatever the body says', async () => {
    const show = vi.spyOn(notifications, 'show');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(418, { code: '1005', message: 'HTTP 418' }));
    await expect(client.content.blogList({ query: { page: 1, size: 20 } })).rejects.toBeTruthy();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Other connection error: 418' }));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 429 }));
    await expect(client.content.blogList({ query: { page: 1, size: 20 } })).rejects.toBeTruthy();
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Other connection error: 429' }));
  });

  it.each([
    ['en', 'Network error: the server could not be reached. Check your connection and try again.'],
    ['cn', '网络连接失败，请检查网络后重试。'],
  ] as const)(
    'a transport failure is told in the visitor’s own words (%s), never the browser’s',
    async (language, text) => {
      await initI18n(language);
      const show = vi.spyOn(notifications, 'show');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const browser of ['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource.']) {
        vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError(browser));
        await expect(client.content.blogList({ query: { page: 1, size: 20 } })).rejects.toMatchObject({
          kind: 'transport',
        });
        expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: text }));
        // The browser's text is for a developer, in the console.
        expect(warn).toHaveBeenLastCalledWith('Transport failure:', browser);
      }
      await initI18n('en');
    },
  );

  it('code Unauthorized clears the session and warns', async () => {
    signIn('old');
    const show = vi.spyOn(notifications, 'show');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(200, { code: 'Unauthorized', message: 'expired' }));
    await expect(client.user.userInfo()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.token).toBeNull();
    expect(localStorage.getItem('ma.token')).toBeNull();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Login has expired, please log in again.', color: 'yellow' }),
    );
  });

  it('passes any other code through for the caller to show', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(200, { code: '1003', message: 'wrong' }));
    const res = await client.passport.login({ body: { email: 'a@b.co', password: 'x' } });
    expect(res.body).toEqual({ code: '1003', message: 'wrong' });
  });
});
