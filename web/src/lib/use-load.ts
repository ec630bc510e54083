import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { forgetPageData, pageDataOf } from './page-data';
import { session } from './state/session';

export type LoadState<T> = { data: T | null; loading: boolean; failed: boolean; retry: () => void };

/**
 * Loads data for a screen: `load` answers the data, or null when it could not (the API layer has
 * already shown why). Stale answers (after deps changed) are dropped. With `prerenderedAs`, the
 * answer the page was prerendered with is shown at once while the first load refreshes it. A load
 * that ended the session (Unauthorized) stays loading: the visitor is told and sent to log in, and
 * "could not be loaded, try again" beside that message would offer what cannot work.
 */
export function useLoad<T>(load: () => Promise<T | null>, deps: DependencyList, prerenderedAs?: string): LoadState<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean }>(() => {
    const prerendered = prerenderedAs ? pageDataOf<T>(prerenderedAs) : undefined;
    return prerendered === undefined
      ? { data: null, loading: true, failed: false }
      : { data: prerendered, loading: false, failed: false };
  });
  const [attempt, setAttempt] = useState(0);
  const run = useRef(0);
  const shownAtOnce = useRef(!state.loading);
  useEffect(() => {
    const id = ++run.current;
    if (prerenderedAs) forgetPageData(prerenderedAs);
    if (!(id === 1 && shownAtOnce.current)) setState((s) => ({ ...s, loading: true, failed: false }));
    // The answer renders in a transition: a long list yields to the browser while it renders.
    const signedIn = session.token !== null;
    const settle = (data: T | null) => {
      if (id !== run.current || (data === null && signedIn && session.token === null)) return;
      startTransition(() => setState({ data, loading: false, failed: data === null }));
    };
    load().then(settle, () => settle(null));
  }, [...deps, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, retry };
}
