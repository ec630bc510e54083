import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';

/**
 * Mounts its children only in the browser, after the first commit (prerendered HTML has the
 * fallback). They mount in a transition: their code loads and renders while React keeps yielding
 * to the browser, so a page that has just become interactive stays so (docs/decisions/019).
 *
 * While any of them is still on its way, `<html data-parts-loading>` holds how many: a page is
 * settled (everything it loads without a visitor's action has been asked for) once it is ready
 * and the attribute is gone. `npm run size` waits for that instead of guessing from the network.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const arrived = useRef<() => void>(() => undefined);
  useEffect(() => {
    arrived.current = partLoading();
    startTransition(() => setMounted(true));
    // Unmounted before it arrived (another page): no longer waited for.
    return () => arrived.current();
  }, []);
  return mounted ? (
    <Suspense fallback={fallback}>
      {children}
      <Arrived done={arrived} />
    </Suspense>
  ) : (
    fallback
  );
}

/** Commits with the children once their code has loaded (a Suspense boundary shows all or none). */
function Arrived({ done }: { done: { current: () => void } }) {
  useEffect(() => done.current(), [done]);
  return null;
}

let loading = 0;

/** One more part on its way; the function marks it arrived (once). */
function partLoading(): () => void {
  count(+1);
  let pending = true;
  return () => {
    if (pending) count(-1);
    pending = false;
  };
}

function count(change: number) {
  loading += change;
  const html = document.documentElement;
  if (loading > 0) html.dataset.partsLoading = String(loading);
  else delete html.dataset.partsLoading;
}
