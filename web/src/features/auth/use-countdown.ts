import { useEffect, useRef, useState } from 'react';

/** Counts down from `from` by one every `tickMs` (one steady interval), then calls `onZero` once. */
export function useCountdown(from: number, tickMs: number, onZero: () => void): number {
  const [count, setCount] = useState(from);
  const done = useRef(onZero);
  done.current = onZero;
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    timer.current = setInterval(() => setCount((c) => Math.max(0, c - 1)), tickMs);
    return () => clearInterval(timer.current);
  }, [tickMs]);
  useEffect(() => {
    if (count > 0) return;
    clearInterval(timer.current);
    done.current();
  }, [count]);
  return count;
}
