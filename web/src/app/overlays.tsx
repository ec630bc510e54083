import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { markOverlaysReady } from '../lib/overlays-ready';

/**
 * Toasts and imperative dialogs (`modals.open…`). They mount just after the first paint, so
 * their code is not part of it; anything shown before then waits in their stores.
 */
export function Overlays() {
  useEffect(markOverlaysReady, []);
  return (
    <>
      <Notifications position="top-center" limit={3} zIndex={4000} />
      <ModalsProvider />
    </>
  );
}
