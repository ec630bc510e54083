import { useEffect } from 'react';

/**
 * What react-remove-scroll imports as `react-style-singleton` (web/vite.config.ts): Mantine's
 * modals and drawers lock the page's scroll with rules it measures and adds while one is open. The
 * package adds them as a <style> element, which the site's policy refuses (no <style> but the
 * built pages' own: docs/decisions/162); here they go into a constructed stylesheet, which no
 * policy governs. The same three functions as the package. A browser without constructed
 * stylesheets (Safari before 16.4) gets the element, refused: the page behind a dialog then
 * scrolls, nothing worse.
 */
const constructed =
  typeof Document !== 'undefined' &&
  'adoptedStyleSheets' in Document.prototype &&
  'replaceSync' in CSSStyleSheet.prototype;

function addSheet(css: string): () => void {
  if (constructed) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet));
  }
  const element = document.createElement('style');
  element.textContent = css;
  document.head.append(element);
  return () => element.remove();
}

/** Rules added by the first user and removed with the last. */
export function stylesheetSingleton() {
  let users = 0;
  let removeSheet: (() => void) | null = null;
  return {
    add(css: string) {
      if (users++ === 0) removeSheet = addSheet(css);
    },
    remove() {
      if (--users === 0 && removeSheet) {
        removeSheet();
        removeSheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (css: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(css);
      return () => sheet.remove();
      // As the package: the rules are read once, unless the caller says they change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [css && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
