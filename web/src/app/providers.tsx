import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { cssVariablesResolver, theme } from '../theme';

const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

export function Providers({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        {children}
        {mounted ? (
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        ) : null}
      </MantineProvider>
    </I18nextProvider>
  );
}
