import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { data: T | null; loading: boolean; failed: boolean; retry: () => void };

/**
 * Loads data for a screen: `load` answers the data, or null when it could not (the API layer has
 * already shown why). Stale answers (after deps changed) are dropped.
 */
export function useLoad<T>(load: () => Promise<T | null>, deps: DependencyList): LoadState<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; failed: boolean }>({ data: null, loading: true, failed: false });
  const [attempt, setAttempt] = useState(0);
  const run = useRef(0);
  useEffect(() => {
    const id = ++run.current;
    setState((s) => ({ ...s, loading: true, failed: false }));
    load()
      .then((data) => id === run.current && setState({ data, loading: false, failed: data === null }))
      .catch(() => id === run.current && setState({ data: null, loading: false, failed: true }));
  }, [...deps, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, retry };
}
