import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { storage } from '../lib/storage';
import { type RouteName, routeNameOf } from './paths';

/** Leaving these pages does not change the referrer (requirements R2). */
const NOT_REFERRERS: ReadonlySet<RouteName> = new Set(['Register', 'Forget', 'Login', 'Active']);

/**
 * Before each navigation the page being left becomes the referrer (unless it is an account page);
 * a new page starts at the top, going back restores where the visitor was.
 */
export function NavigationEffects() {
  const [location] = useLocation();
  const previous = useRef<string | null>(null);
  const positions = useRef(new Map<string, number>());
  const popped = useRef(false);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onPop = () => {
      popped.current = true;
    };
    const remember = () => {
      if (previous.current) positions.current.set(previous.current, window.scrollY);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useEffect(() => {
    const left = previous.current;
    if (left !== null && left !== location) {
      const name = routeNameOf(left);
      if (name && !NOT_REFERRERS.has(name)) storage.setReferrer(name);
    }
    previous.current = location;
    // A page the browser has just loaded is where it should be: only navigations move the view.
    if (left === null) return;
    const saved = popped.current ? positions.current.get(location) : undefined;
    popped.current = false;
    // After the new page has rendered (lazy pages may take a frame).
    requestAnimationFrame(() => window.scrollTo({ top: saved ?? 0, left: 0, behavior: 'instant' }));
  }, [location]);

  return null;
}
