import { useEffect, useRef } from 'react';
import { storage } from '../../lib/storage';

/**
 * Fills the e-mail field with the address this browser remembers, once mounted: the prerendered
 * form has none, and a first render that differed from it would not hydrate.
 */
export function useRememberedEmail(fill: (email: string) => void) {
  const filled = useRef(fill);
  useEffect(() => {
    const email = storage.email();
    if (email) filled.current(email);
  }, []);
}
