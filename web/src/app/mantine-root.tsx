import { type ReactNode, useLayoutEffect } from 'react';
import { MantineContext } from '@mantine/core';
import { mantineTheme, mantineThemeContext as MantineThemeContext } from './mantine-theme';

/**
 * Mantine's context and theme for the whole app in the browser. Its CSS variables and global
 * classes are rendered once, where the page is built (the prerender and spa.html carry them in
 * <head>: site-build/prerender.ts), so the browser needs neither the code that writes them nor the
 * colour scheme manager: the site has one scheme, light (docs/decisions/153). Nor the theme's code:
 * the theme is filled in when the first Mantine component's code arrives (./mantine-theme.ts).
 * The build's render, the dev server and the unit tests use Mantine's own provider instead
 * (./mantine-root-full.tsx): `virtual:mantine-root` is the one or the other.
 */
const CONTEXT = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  // Responsive style props' rules as <style> elements React hoists into <head>.
  deduplicateInlineStyles: true,
} as const;

export function MantineRoot({ children }: { children: ReactNode }) {
  // What Mantine's provider does first. Built pages carry it from their HTML (web/index.html), so a
  // prerendered form paints with its borders and colours before the app arrives; the dev server's
  // page gets it here.
  useLayoutEffect(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'), []);
  return (
    <MantineContext value={CONTEXT}>
      <MantineThemeContext value={mantineTheme}>{children}</MantineThemeContext>
    </MantineContext>
  );
}
