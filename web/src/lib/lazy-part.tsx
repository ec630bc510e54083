import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from './chunk-load';

/** Each lazy part's way to forget a failed load, so the next render loads it anew. */
const forgetters: (() => void)[] = [];

/**
 * A component whose code loads on demand (a page, a dialog): `preload` starts (or, after a
 * failure, restarts) its load; `Part` renders it, suspending until it arrives and rendering it
 * directly once it has. A load is tried twice (lib/chunk-load.ts). A failure goes to the nearest
 * error boundary and is kept until the boundary resets (`forgetFailedLoads`): then the part loads
 * anew. (React.lazy alone keeps a failure for ever: each reset makes a new one.)
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { reload }: { reload: boolean }) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let failed = false;
  const preload = () => {
    if (failed) [pending, failed] = [null, false];
    pending ??= loadChunk(load, { reload }).then(
      (component) => (loaded = component),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return pending;
  };
  const fresh = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy: LazyExoticComponent<ComponentType<P>> = fresh();
  forgetters.push(() => {
    if (!failed) return;
    [pending, failed] = [null, false];
    Lazy = fresh();
  });
  function Part(props: P) {
    const Ready = loaded ?? Lazy;
    return <Ready {...props} />;
  }
  return { preload, Part };
}

/** Forgets every failed load (an error boundary resetting): what renders next loads anew. */
export const forgetFailedLoads = () => forgetters.forEach((forget) => forget());
