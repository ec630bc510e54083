import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { markOverlaysReady } from '../lib/overlays-ready';

/** Toasts and imperative dialogs (`modals.open…`), mounted on first use (lib/overlays-ready.ts). */
export function Overlays() {
  useEffect(markOverlaysReady, []);
  return (
    <>
      <Notifications position="top-center" limit={3} zIndex={4000} />
      <ModalsProvider />
    </>
  );
}
