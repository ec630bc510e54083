import { type ComponentType, Suspense, lazy, useState } from 'react';

/**
 * A dialog whose code (Mantine's Modal, with its scroll, focus and portal machinery) loads when it
 * first opens instead of with the page (docs/decisions/083). Closed and never opened, it renders
 * nothing, as a closed Modal does; once opened it stays mounted, so it closes as it always did.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    return opened || isOpen(props) ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
