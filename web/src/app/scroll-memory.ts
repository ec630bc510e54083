import { storageKey } from '../lib/storage';

/**
 * "Scrolling restores the saved position or goes to the top" (requirements R2): Back and Forward
 * return to where the visitor was on that page, a new page starts at the top (docs/decisions/140).
 *
 * The position is noted for the address being left at the moment the address changes (before the
 * next page replaces the content: a shorter page would clamp it), and restored after the page has
 * rendered, again each time the document grows (its data, its pictures), until it holds still,
 * the visitor scrolls or presses a key, or a few seconds have passed. The positions live in the tab's
 * session storage, so a reload, or Back into the site from another site, finds them too.
 */
const STORE = storageKey('ma.scroll');
/** Addresses remembered (the most recent ones). */
const KEEP = 50;
/** The restored position held this long without the document changing size: done. */
const SETTLED_MS = 700;
/** However the page behaves, a restore gives up after this long. */
const GIVE_UP_MS = 6000;
/** Input that means the visitor has taken over. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Positions = Record<string, number>;

const addressOf = (l: Location) => l.pathname + l.search;

function load(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

function persist(positions: Positions) {
  try {
    const recent = Object.entries(positions).slice(-KEEP);
    sessionStorage.setItem(STORE, JSON.stringify(Object.fromEntries(recent)));
  } catch {
    // No storage (private modes): positions are still kept for this page's life.
  }
}

const scrollTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** Holds the view at `top` while the page below it renders. Returns a function that stops it. */
function restore(top: number): () => void {
  let settledTimer = 0;
  const stop = () => {
    observer.disconnect();
    clearTimeout(settledTimer);
    clearTimeout(giveUp);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
  };
  const apply = () => {
    if (Math.abs(window.scrollY - top) > 1) scrollTo(top);
    clearTimeout(settledTimer);
    settledTimer = window.setTimeout(() => {
      if (Math.abs(window.scrollY - top) <= 1) stop();
    }, SETTLED_MS);
  };
  const observer = new ResizeObserver(apply);
  observer.observe(document.documentElement);
  observer.observe(document.body);
  const giveUp = window.setTimeout(stop, GIVE_UP_MS);
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
  apply();
  return stop;
}

/**
 * Starts noting and restoring positions for this document (once, from the app's root). Returns a
 * function that undoes it.
 */
export function startScrollMemory(): () => void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const positions = load();
  let current = addressOf(location);
  let stopRestoring = () => {};
  let frame = 0;

  const note = () => {
    // Moving to the end keeps the most recent addresses when the list is trimmed.
    delete positions[current];
    positions[current] = Math.round(window.scrollY);
  };
  const onScroll = () => {
    positions[current] = Math.round(window.scrollY);
  };
  const onNavigation = (event: Event) => {
    const next = addressOf(location);
    if (next === current) return;
    const samePath = next.split('?')[0] === current.split('?')[0];
    note();
    persist(positions);
    current = next;
    stopRestoring();
    cancelAnimationFrame(frame);
    // Back or Forward: where the page was. A new page: the top, unless only its query changed
    // (a tab, a list's page), where the page itself decides.
    const target = event.type === 'popstate' ? (positions[next] ?? 0) : samePath ? null : 0;
    if (target === null) return;
    // The next frame sees the new page rendered (React commits the address change before it).
    frame = requestAnimationFrame(() => {
      if (target === 0) scrollTo(0);
      else stopRestoring = restore(target);
    });
  };
  const onLeave = () => {
    note();
    persist(positions);
  };

  // A reload, or Back into the site from elsewhere, finds this address's position.
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved = positions[current];
  if (saved && (entry?.type === 'reload' || entry?.type === 'back_forward')) stopRestoring = restore(saved);

  const navigations = ['popstate', 'pushState', 'replaceState'] as const;
  for (const type of navigations) window.addEventListener(type, onNavigation);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', onLeave);
  return () => {
    stopRestoring();
    cancelAnimationFrame(frame);
    for (const type of navigations) window.removeEventListener(type, onNavigation);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', onLeave);
  };
}
