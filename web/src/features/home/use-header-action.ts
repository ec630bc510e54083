import { type RefObject, useEffect } from 'react';
import { ui } from '../../lib/state/ui';

/**
 * The page's primary action in the header on a phone while neither of the page's own copies of it
 * is on screen (the hero's and the closing band's): it stays one tap away however far the reader
 * has scrolled (docs/decisions/185). The header keeps its height, so nothing moves.
 */
export function useHeaderAction(
  action: { href: string; label: string },
  own: ReadonlyArray<RefObject<HTMLElement | null>>,
) {
  const { href, label } = action;
  useEffect(() => {
    ui.pageAction = { href, label, shown: false };
    const onScreen = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) onScreen.set(entry.target, entry.isIntersecting);
      const shown = ![...onScreen.values()].some(Boolean);
      if (ui.pageAction && ui.pageAction.shown !== shown) ui.pageAction = { href, label, shown };
    });
    for (const ref of own) if (ref.current) observer.observe(ref.current);
    return () => {
      observer.disconnect();
      ui.pageAction = null;
    };
    // The refs are the page's own elements, there from the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, label]);
}
