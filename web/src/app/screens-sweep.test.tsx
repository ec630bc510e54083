import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BRAND } from '#contract/brand.js';
import en from '../locales/en/index';
import { addLanguage, i18n, initI18n } from '../lib/i18n';
import { type Tree, blank, renderedLetters } from '../test-utils/literal-text';
import { operatorFor } from '../lib/operator';
import { App } from './app';
import { paths } from './paths';
import { Providers } from './providers';

/*
 * Every screen rendered with blank translations: what letters remain were written in the code.
 * 13 s of renders, so the gate's (vitest.config.ts, WEB_GATE_ONLY); i18n.test.tsx keeps the
 * languages' key sets equal in the quick loop.
 */
/**
 * Names that are the same in every language (the brand, and each language's own name), and the
 * operator's details, which are build settings (here their placeholders), not translations.
 */
const operator = operatorFor('en', {});
const ALLOWED = [BRAND.en, BRAND.cn, 'English', '中文', 'EN', operator.name, operator.address];

const emptyList = { code: 'OK', message: '', data: { list: [], totalRecord: 0 } };

describe('every screen takes its words from the translations', () => {
  const routes = Object.entries(paths).map(([name, path]) => [
    name,
    path.replace(':title', 'Muscle-Movement').replace(':bid', '1').replace(':type', 'success'),
  ]);

  it.each(routes)('%s renders no literal text', async (_name, path) => {
    await initI18n('en');
    i18n.options.returnEmptyString = true;
    addLanguage('en', blank(en as Tree));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      // Lists answer empty; a single article is not found (an empty list is not an article).
      const body = String(input instanceof Request ? input.url : input).includes('/information/detail/')
        ? { code: '1008', message: '' }
        : emptyList;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const { hook } = memoryLocation({ path, static: false });
    render(
      <Providers>
        <Router hook={hook}>
          <App />
        </Router>
      </Providers>,
    );
    // The screen itself, not its loader: a screen stuck loading would pass the check below empty.
    await waitFor(
      () => {
        expect(document.querySelector('[role="status"]')).toBeNull();
        expect(document.querySelector('main')?.querySelectorAll('*').length ?? 0).toBeGreaterThan(0);
      },
      { timeout: 5000 },
    );
    expect(renderedLetters(ALLOWED)).toBe('');
    addLanguage('en', en);
    vi.restoreAllMocks();
  });
});
