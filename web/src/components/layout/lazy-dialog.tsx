import { type ComponentType, Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';

/** Marks the moment the loaded dialog has mounted (closed), so it can then open. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/**
 * A dialog whose code (Mantine's Modal, with its scroll, focus and portal machinery) loads when it
 * first opens instead of with the page (docs/decisions/083). Never opened, it renders nothing, as
 * a closed Modal does. On the first open it mounts closed, then opens, as an ever-present Modal
 * would: it plays its transition and remembers the focused element to give the focus back to.
 * `closed` gives the props in their closed form (`opened: false`, `email: null`…).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  closed: (props: P) => P,
): ComponentType<P> {
  // A dialog's code that fails to load fails the page's boundary; "Try again" loads it anew.
  const { Part: Dialog } = lazyPart(load, { reload: false });
  return function LazyDialog(props: P) {
    const [phase, setPhase] = useState<'unused' | 'loading' | 'mounted'>('unused');
    const onMounted = useCallback(() => setPhase('mounted'), []);
    if (phase === 'unused' && isOpen(props)) setPhase('loading');
    if (phase === 'unused') return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(phase === 'mounted' ? props : closed(props))} />
        {phase === 'loading' && <Mounted onMounted={onMounted} />}
      </Suspense>
    );
  };
}
