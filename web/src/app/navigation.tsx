import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { storage } from '../lib/storage';
import { type RouteName, routeNameOf } from './paths';
import { startScrollMemory } from './scroll-memory';

/** Leaving these pages does not change the referrer (requirements R2). */
const NOT_REFERRERS: ReadonlySet<RouteName> = new Set(['Register', 'Forget', 'Login', 'Active']);

/**
 * Before each navigation the page being left becomes the referrer (unless it is an account page);
 * a new page starts at the top, going back restores where the visitor was (scroll-memory.ts).
 */
export function NavigationEffects() {
  const [location] = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => startScrollMemory(), []);

  useEffect(() => {
    const left = previous.current;
    if (left !== null && left !== location) {
      const name = routeNameOf(left);
      if (name && !NOT_REFERRERS.has(name)) storage.setReferrer(name);
    }
    previous.current = location;
  }, [location]);

  return null;
}
