import { type ReactNode, lazy } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AfterHydration } from '../components/layout/after-hydration';
import { i18n } from '../lib/i18n';
import { useOverlaysWanted } from '../lib/overlays-ready';
import { MantineRoot } from 'virtual:mantine-root';

const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

export function Providers({ children }: { children: ReactNode }) {
  const overlaysWanted = useOverlaysWanted();
  return (
    <I18nextProvider i18n={i18n}>
      <MantineRoot>
        {children}
        {overlaysWanted && (
          <AfterHydration>
            <Overlays />
          </AfterHydration>
        )}
      </MantineRoot>
    </I18nextProvider>
  );
}
