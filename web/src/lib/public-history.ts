/**
 * Whether history.back() stays on this site. A tab's history can start with pages of other sites
 * (or about:blank), so its length alone does not tell: we go back when the app has moved since the
 * page was loaded, or when the page was opened from one of our own pages.
 */
export function canGoBack(): boolean {
  if (typeof window === 'undefined' || window.history.length <= 1) return false;
  const loaded = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (loaded && loaded.name !== window.location.href) return true;
  try {
    return !!document.referrer && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back in history when that stays on the site, otherwise to `fallback`. */
export function goBackOr(fallback: () => void) {
  if (canGoBack()) window.history.back();
  else fallback();
}
