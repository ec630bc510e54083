import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  USER,
  mockApi,
  renderSignedIn,
  renderedLetters,
} from '../../components/auth-shared/signed-in-render.test-utils';
import { AccountSettingsPage } from './account-settings-page';

let done: (() => void) | undefined;
afterEach(() => done?.());

describe('Account Settings', () => {
  it('shows the profile with the e-mail masked, never in full', async () => {
    mockApi({});
    ({ cleanup: done } = await renderSignedIn(<AccountSettingsPage />, { path: '/account-settings' }));
    expect(await screen.findByText('lena*********@example.com')).toBeTruthy();
    expect(screen.queryByText(USER.email)).toBeNull();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab named in the address', async () => {
    mockApi({});
    ({ cleanup: done } = await renderSignedIn(<AccountSettingsPage />, { path: '/account-settings?tab=3' }));
    expect((await screen.findByRole('tab', { name: 'Delete account' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });

  it.each(['1', '2', '3'])('tab %s takes every word from the translations', async (tab) => {
    mockApi({});
    ({ cleanup: done } = await renderSignedIn(<AccountSettingsPage />, {
      path: `/account-settings?tab=${tab}`,
      blankTexts: true,
    }));
    await screen.findAllByRole('tab');
    // The user's own name and e-mail are data, not interface text.
    expect(renderedLetters([USER.nickName, 'lena', 'example', 'com', 'L'])).toBe('');
  });
});
