import { type ReactNode, lazy } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { AfterHydration } from '../components/layout/after-hydration';
import { i18n } from '../lib/i18n';
import { useOverlaysWanted } from '../lib/overlays-ready';
import { cssVariablesResolver, theme } from '../theme';

/**
 * Mantine writes its CSS variables and global classes as <style> elements at the top of the app's
 * tree; HTML allows them only in <head>, where the prerender moves them (site-build/prerender/
 * template.ts). A page that has them there does not render them again, so hydration meets the tree
 * the prerender left; elsewhere (the empty shell, the dev server) Mantine renders them as usual.
 */
const inHead = (kind: string) =>
  typeof document !== 'undefined' && document.head.querySelector(`style[data-mantine-styles="${kind}"]`) !== null;
const variablesInHead = inHead('true');
const classesInHead = inHead('classes');

const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

export function Providers({ children }: { children: ReactNode }) {
  const overlaysWanted = useOverlaysWanted();
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={!variablesInHead}
        withGlobalClasses={!classesInHead}
        // Responsive style props' rules as <style> elements React hoists into <head>.
        deduplicateInlineStyles
      >
        {children}
        {overlaysWanted && (
          <AfterHydration>
            <Overlays />
          </AfterHydration>
        )}
      </MantineProvider>
    </I18nextProvider>
  );
}
