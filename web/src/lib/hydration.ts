let markDone: () => void = () => {};
const done = new Promise<void>((resolve) => {
  markDone = resolve;
});

/** Called once the app has taken the page over (its first commit, hydrated or rendered). */
export const markHydrated = () => markDone();

/**
 * Resolves once a prerendered page is hydrated (at once on a page the app rendered itself). A
 * change that touches every text (the language) must wait for it: applied to parts React has not
 * hydrated yet, it would not match their HTML (React error #418).
 */
export function afterHydration(): Promise<void> {
  if (typeof document === 'undefined' || !document.getElementById('root')?.hasAttribute('data-prerendered'))
    return Promise.resolve();
  return done;
}
