import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UserInfo } from '#contract/entities.js';
import { Providers } from '../../app/providers';
import { addLanguage, i18n, initI18n } from '../../lib/i18n';
import { setUserInfo, signIn, signOut } from '../../lib/state/session';
import en from '../../locales/en/index';
import cn from '../../locales/cn/index';
import { type Tree, blank, renderedLetters } from '../../test-utils/literal-text';

export const USER: UserInfo = { id: '7', avatar: '', nickName: 'Lena Hartmann', email: 'lena.hartmann@example.com' };

/** Answers every API call from `answers` by path (else an empty OK envelope). */
export function mockApi(answers: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const body = answers[url.pathname] ?? { code: 'OK', message: '', data: null };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

/**
 * Renders a screen for a signed-in user at `path`, in a language, optionally with every
 * translation blank (to find text that does not come from the translation files).
 */
export async function renderSignedIn(
  screen: ReactNode,
  { path, language = 'en', blankTexts = false }: { path: string; language?: 'en' | 'cn'; blankTexts?: boolean },
) {
  await initI18n(language);
  i18n.options.returnEmptyString = true;
  const texts = (language === 'en' ? en : cn) as Tree;
  addLanguage(language, blankTexts ? blank(texts) : texts);
  signIn('unit-test-token');
  setUserInfo(USER);
  const { hook } = memoryLocation({ path, static: false });
  const view = render(
    <Providers>
      <Router hook={hook}>{screen}</Router>
    </Providers>,
  );
  return {
    ...view,
    cleanup: () => {
      addLanguage(language, texts);
      signOut();
      vi.restoreAllMocks();
    },
  };
}

export { renderedLetters };
