import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../auth-shared/signed-in-render.test-utils';
import { Footer } from './footer';

let done: (() => void) | undefined;
afterEach(() => {
  done?.();
  vi.unstubAllEnvs();
});

const ICP = '沪ICP备12345678号-1';
const PSB = '沪公网安备 31010402000001号';

it.each(['cn', 'en'] as const)(
  'in %s, the ICP filing number links to the MIIT filing site in a new tab',
  async (language) => {
    vi.stubEnv('VITE_ICP_FILING', ICP);
    ({ cleanup: done } = await renderSignedIn(<Footer />, { path: '/', language }));
    const link = screen.getByRole('link', { name: new RegExp(ICP) });
    expect(link.textContent).toBe(ICP);
    expect(link.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  },
);

it('the public security filing links to its record by the number’s digits', async () => {
  vi.stubEnv('VITE_ICP_FILING', ICP);
  vi.stubEnv('VITE_PSB_FILING', PSB);
  ({ cleanup: done } = await renderSignedIn(<Footer />, { path: '/', language: 'cn' }));
  expect(screen.getByRole('link', { name: new RegExp(PSB) }).getAttribute('href')).toBe(
    'https://beian.mps.gov.cn/#/query/webSearch?code=31010402000001',
  );
});

it('without the settings the footer shows no filing at all', async () => {
  vi.stubEnv('VITE_ICP_FILING', '');
  vi.stubEnv('VITE_PSB_FILING', '');
  ({ cleanup: done } = await renderSignedIn(<Footer />, { path: '/', language: 'cn' }));
  expect(screen.getByRole('contentinfo').textContent).not.toMatch(/ICP|备案/);
  expect(screen.queryByRole('link', { name: /beian|ICP|公网安备/ })).toBeNull();
  // The copyright runs to the build's year, written the Chinese way; a build naming no operator shows the brand.
  expect(screen.getByRole('contentinfo').textContent).toMatch(/版权所有 © 2023～\d{4} 动作图谱/);
});

it.each([
  ['cn', '版权所有 © 2023～\\d{4} 上海动作图谱教育科技有限公司'],
  ['en', '© 2023–\\d{4} MotionAtlas Ltd\\. All rights reserved\\.'],
] as const)('in %s the copyright is the operator’s, as the build names it', async (language, holder) => {
  vi.stubEnv('VITE_OPERATOR_NAME', 'MotionAtlas Ltd');
  vi.stubEnv('VITE_OPERATOR_NAME_CN', '上海动作图谱教育科技有限公司');
  ({ cleanup: done } = await renderSignedIn(<Footer />, { path: '/', language }));
  expect(screen.getByRole('contentinfo').textContent).toMatch(new RegExp(holder));
});
