import { type ReactNode, useEffect, useState } from 'react';

/**
 * A form prerendered with its page, inert until the app has taken the page over: it paints at
 * once at its own height, so nothing moves when the app arrives and no placeholder height has to
 * be kept in step with the form (docs/decisions/216), and nobody types into a field whose text
 * hydration would throw away (an inert field takes no focus, click or key). Whatever the form
 * reads only in the browser (a remembered address) it sets after mounting, so the first render
 * matches the prerendered HTML.
 */
export function InertUntilHydrated({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div inert={!hydrated} aria-busy={hydrated ? undefined : true}>
      {children}
    </div>
  );
}
