import { type RefObject, useEffect, useState } from 'react';

/**
 * The height a frame needs to show its whole document, never less than `least` (the spec's height
 * for the page): measured in the document itself (same origin) when it has loaded, and again each
 * time it changes size (a narrower screen, a font arriving), so no document scrolls inside the
 * page (docs/decisions/142). Before that, and where the document cannot be read, `least`.
 */
export function useFrameFit(frame: RefObject<HTMLIFrameElement | null>, least: number): number {
  const [needed, setNeeded] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let observer: ResizeObserver | null = null;
    const measure = () => {
      observer?.disconnect();
      observer = null;
      // Null for a document of another origin: the spec's height stays.
      const doc = element.contentDocument;
      if (!doc?.documentElement || doc.location.href === 'about:blank') return;
      const root = doc.documentElement;
      // The document's own height (not the frame's viewport, which scrollHeight would include).
      const fit = () => setNeeded(Math.ceil(root.getBoundingClientRect().height));
      const Observer = doc.defaultView?.ResizeObserver ?? ResizeObserver;
      observer = new Observer(fit);
      observer.observe(root);
      fit();
    };
    // A prerendered page's frame may have loaded before the page was taken over.
    if (element.contentDocument?.readyState === 'complete') measure();
    element.addEventListener('load', measure);
    return () => {
      element.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [frame]);
  return Math.max(least, needed);
}
