import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';

/**
 * Mounts its children only in the browser, after the first commit (prerendered HTML has the
 * fallback). They mount in a transition: their code loads and renders while React keeps yielding
 * to the browser, so a page that has just become interactive stays so (docs/decisions/019).
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
