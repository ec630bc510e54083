import type { CSSProperties, ReactNode } from 'react';
import { AfterHydration } from './after-hydration';
import classes from './form-after-hydration.module.css';

/**
 * A form that appears once the app has taken the page over: a prerendered page paints its words
 * and pictures at once, and nobody types into a field whose text hydration would throw away. The
 * placeholder holds the form's height, so nothing moves when it arrives: on a page whose content
 * sits in the middle of the screen (FillScreen) a placeholder taller by 88 px moved the whole page
 * up by 44 (a layout shift of 0.09 on a phone). `minHeight` is the form's height as it renders;
 * `narrowMinHeight` its height below 408 px, where a row of the form wraps (the Chinese sign-up:
 * the agreement box's label). tests/e2e/form-placeholders.spec.ts holds both.
 */
export function FormAfterHydration({
  minHeight,
  narrowMinHeight = minHeight,
  children,
}: {
  minHeight: number;
  narrowMinHeight?: number;
  children: ReactNode;
}) {
  const style = { '--form-height': `${minHeight}px`, '--form-height-narrow': `${narrowMinHeight}px` } as CSSProperties;
  return (
    <AfterHydration fallback={<div className={classes.placeholder} style={style} aria-hidden="true" />}>
      {children}
    </AfterHydration>
  );
}
