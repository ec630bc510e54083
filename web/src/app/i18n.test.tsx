import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BRAND } from '#contract/brand.js';
import { validationMessages } from '#contract/validation-messages.js';
import en from '../locales/en/index';
import cn from '../locales/cn/index';
import demoCn from '../locales/demo/cn.json';
import demoEn from '../locales/demo/en.json';
import { NAMESPACES } from '../locales/namespaces';
import { addLanguage, i18n, initI18n } from '../lib/i18n';
import { type Tree, blank, renderedLetters } from '../test-utils/literal-text';
import { operatorFor } from '../lib/operator';
import { App } from './app';
import { paths } from './paths';
import { Providers } from './providers';

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('translations', () => {
  it('en and cn have the same keys', () => {
    expect(keys(cn as Tree).sort()).toEqual(keys(en as Tree).sort());
    expect(Object.keys(validationMessages.cn).sort()).toEqual(Object.keys(validationMessages.en).sort());
    expect(Object.keys(demoCn).sort()).toEqual(Object.keys(demoEn).sort());
    expect(Object.keys(en).sort()).toEqual([...NAMESPACES].sort());
  });

  it('no translation is empty', () => {
    for (const tree of [en, cn] as Tree[]) {
      const empty = keys(tree).filter(
        (k) => k.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) === '',
      );
      expect(empty).toEqual([]);
    }
  });
});

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
