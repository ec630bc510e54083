import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AfterHydration } from './after-hydration';

/** How far ahead of the screen a part starts loading: one screen's height. */
const AHEAD = '100% 0px';

/**
 * A part below the fold whose code and data load when the visitor scrolls to within a screen of
 * where it goes (docs/decisions/152), then mounted as AfterHydration mounts it. Until then an empty
 * marker holds its place, in the browser only: hydration meets the prerendered page as it was.
 * Without IntersectionObserver it mounts at once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'hydrating' | 'waiting' | 'near'>('hydrating');
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'hydrating') return setState(typeof IntersectionObserver === 'undefined' ? 'near' : 'waiting');
    if (state !== 'waiting' || !marker.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('near');
      },
      { rootMargin: AHEAD },
    );
    observer.observe(marker.current);
    return () => observer.disconnect();
  }, [state]);
  if (state === 'near') return <AfterHydration>{children}</AfterHydration>;
  return state === 'waiting' ? <div ref={marker} aria-hidden="true" /> : null;
}
