import type { ReactNode } from 'react';
import { AfterHydration } from './after-hydration';

/**
 * A form that appears once the app has taken the page over: a prerendered page paints its words
 * and pictures at once, and nobody types into a field whose text hydration would throw away. The
 * placeholder holds the form's height, so nothing below moves.
 */
export function FormAfterHydration({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return <AfterHydration fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</AfterHydration>;
}
