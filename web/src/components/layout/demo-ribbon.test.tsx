import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { prospect } from '../../lib/prospect/state';
import { renderSignedIn } from '../auth-shared/signed-in-render.test-utils';
import { DemoRibbon } from './demo-ribbon';

/**
 * The demo ribbon (issue 59, docs/decisions/177): developers and testers keep the dashboard's link;
 * a prospect (by a link, or every visitor of a public demo) reads a product's words, in their
 * language, and never the backstage; the prerendered page says only "Demo".
 */
const BACKSTAGE = /fake server|dev dashboard|dashboard|模拟服务器|开发面板/i;
let done: (() => void) | undefined;
afterEach(() => {
  done?.();
  vi.unstubAllEnvs();
  Object.assign(prospect, { record: null, problem: null });
});

it('developers and testers: the dashboard, as before', async () => {
  ({ cleanup: done } = await renderSignedIn(<DemoRibbon />, { path: '/' }));
  expect(await screen.findByRole('link', { name: 'Dev dashboard' })).toBeTruthy();
});

it.each([
  ['en', 'Demo: your private copy. Nothing is charged.', 'Prepared for 上海运动康复学院', 'Inbox', 'Start again'],
  ['cn', '演示：这是您的专属副本，不会产生任何费用。', '演示对象：上海运动康复学院', '收件箱', '重新开始'],
] as const)(
  'a prospect in %s: their copy, who it is for, their inbox and a way to start again',
  async (language, copy, forWhom, inbox, restart) => {
    prospect.record = { key: 'w1.x', as: null, language, organisation: '上海运动康复学院' };
    ({ cleanup: done } = await renderSignedIn(<DemoRibbon />, { path: '/', language }));
    const ribbon = await screen.findByRole('complementary');
    expect(ribbon.textContent).toContain(copy);
    expect(ribbon.textContent).toContain(forWhom);
    expect(screen.getByRole('button', { name: inbox })).toBeTruthy();
    expect(screen.getByRole('button', { name: restart })).toBeTruthy();
    expect(`${ribbon.textContent} ${ribbon.getAttribute('aria-label')}`).not.toMatch(BACKSTAGE);
    expect(screen.queryByRole('link')).toBeNull();
    prospect.problem = 'The demo link could not be opened';
    expect((await screen.findByRole('alert')).textContent).toBe('The demo link could not be opened');
  },
);

it('a public demo (VITE_PUBLIC_DEMO=on): every visitor is a prospect, without a link', async () => {
  vi.stubEnv('VITE_PUBLIC_DEMO', 'on');
  ({ cleanup: done } = await renderSignedIn(<DemoRibbon />, { path: '/' }));
  expect((await screen.findByRole('complementary')).textContent).toContain('Demo: your private copy.');
  expect(screen.queryByRole('link')).toBeNull();
});

it('the prerendered page says only "Demo": who is reading is known after hydration', () => {
  prospect.record = { key: 'w1.x', as: null, language: 'en', organisation: null };
  const html = renderToString(<DemoRibbon />);
  expect(html).toContain('Demo');
  expect(html).not.toMatch(BACKSTAGE);
  expect(html).not.toContain('private copy');
});
