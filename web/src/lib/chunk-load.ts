import { storageKey } from './storage';

/**
 * Loading a piece of the site's code after the page has started (a page, a dialog). A load can
 * fail for a moment (one dropped download) or for good: the site was released while the page was
 * open, and the old chunk's file is gone. So a failed load is tried once more; failing again, a
 * page is loaded afresh by a full navigation to the address the visitor asked for, which brings the
 * new release. The navigation happens at most once a minute per address, so a site that cannot load
 * (offline, a broken release) shows its error instead of reloading for ever.
 */

const RELOADED = storageKey('ma.reloadedFor');
const RELOAD_WINDOW_MS = 60_000;

/** Navigates afresh to the current address unless that was just done; answers whether it did. */
function reloadOnce(): boolean {
  if (typeof window === 'undefined') return false;
  const here = window.location.href;
  try {
    const last = JSON.parse(window.sessionStorage.getItem(RELOADED) ?? 'null') as { url?: string; at?: number } | null;
    if (last?.url === here && Date.now() - (last.at ?? 0) < RELOAD_WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOADED, JSON.stringify({ url: here, at: Date.now() }));
  } catch {
    // Without session storage there is no memory of a reload: never reload.
    return false;
  }
  window.location.replace(here);
  return true;
}

/**
 * `load`, tried twice; with `reload`, a second failure navigates afresh (the returned promise then
 * never settles: the page is being replaced). Otherwise the second failure is the answer.
 */
export function loadChunk<T>(load: () => Promise<T>, { reload }: { reload: boolean }): Promise<T> {
  return load()
    .catch(() => load())
    .catch((error: unknown) => {
      if (reload && reloadOnce()) return new Promise<T>(() => undefined);
      throw error;
    });
}
