import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';

/**
 * Mantine's own provider, where a page is rendered without the <head> a built page has: the
 * build's render of every page (whose styles the prerender moves into <head>), the dev server and
 * the unit tests (virtual:mantine-root, site-build/mantine-theme.ts).
 */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      deduplicateInlineStyles
    >
      {children}
    </MantineProvider>
  );
}
