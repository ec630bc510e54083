import { useSyncExternalStore } from 'react';

/*
 * Toasts and imperative dialogs (`modals.open…`) mount on first use, not with every page: their
 * code (and Mantine's modal and scroll machinery) is loaded only when a page shows a toast or opens
 * a dialog (docs/decisions/083). A toast shown before they mount waits in its store; a dialog
 * opener awaits `overlays()`, since an event sent before the dialog manager listens would be lost.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const mounted: Promise<void> = new Promise((resolve) => {
  markReady = resolve;
});

/** Asks for the overlays to be mounted (once); resolves when they listen. */
export function overlays(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** Called by the overlays once mounted. */
export const markOverlaysReady = () => markReady();

/** Whether a toast or dialog has been asked for: the providers mount the overlays from then on. */
export function useOverlaysWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
