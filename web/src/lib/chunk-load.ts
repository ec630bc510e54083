import { storageKey } from './storage';

/**
 * Loading a piece of the site's code after the page has started (a page, a dialog). A load can
 * fail for a moment (one dropped download) or for good: the site was released while the page was
 * open, and the old chunk's file is gone. So a failed load is tried once more; failing again, a
 * page is loaded afresh by a full navigation to the address the visitor asked for, which brings the
 * new release. The navigation happens at most once a minute per address, so a site that cannot load
 * (offline, a broken release) shows its error instead of reloading for ever.
 *
 * A load also fails when the visitor leaves the page while it runs: Safari stops the old page's
 * downloads as soon as the next page is asked for (typed, a bookmark, Back). Loading the old address
 * afresh then would cancel the visitor's own navigation and bring them back (docs/decisions/156), so
 * a failure after the page started to unload waits: the next page replaces this one, and only if
 * this one is still here after LEAVE_GRACE_MS (the navigation was stopped) is the failure handled.
 */

const RELOADED = storageKey('ma.reloadedFor');
const RELOAD_WINDOW_MS = 60_000;
export const LEAVE_GRACE_MS = 10_000;

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
 * Whether the page starts to unload while a load runs. The listener is there only while loads run:
 * Firefox keeps no page with a `beforeunload` listener in its back-forward cache.
 */
function watchLeaving() {
  let leftAt = 0;
  const left = () => (leftAt = Date.now());
  if (typeof window !== 'undefined') window.addEventListener('beforeunload', left);
  return {
    stop: () => typeof window !== 'undefined' && window.removeEventListener('beforeunload', left),
    /** Resolves at once if the page was not being left, else once the grace has passed. */
    stayed: () =>
      leftAt === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => setTimeout(resolve, leftAt + LEAVE_GRACE_MS - Date.now())),
  };
}

/**
 * `load`, tried twice; with `reload`, a second failure navigates afresh (the returned promise then
 * never settles: the page is being replaced). Otherwise the second failure is the answer.
 */
export function loadChunk<T>(load: () => Promise<T>, { reload }: { reload: boolean }): Promise<T> {
  const leaving = watchLeaving();
  return load()
    .catch(() => load())
    .finally(leaving.stop)
    .catch(async (error: unknown) => {
      await leaving.stayed();
      if (reload && reloadOnce()) return new Promise<T>(() => undefined);
      throw error;
    });
}
