import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import type { MantineBreakpoint, MantineSpacing } from '@mantine/core';
import { spacing as mantineSpacing } from '../light/style';
import classes from './columns.module.css';

/** One value, or one from the smallest screens up with others from a breakpoint on (as Mantine's props). */
type Responsive<T> = T | ({ base: T } & Partial<Record<MantineBreakpoint, T>>);

type ColumnsProps = {
  cols: Responsive<number>;
  spacing?: Responsive<MantineSpacing | number>;
  verticalSpacing?: Responsive<MantineSpacing | number>;
} & ComponentPropsWithoutRef<'div'>;

/** A value per breakpoint as the custom properties `--{name}-{breakpoint}` that columns.module.css reads. */
function variables<T extends string | number>(name: string, value: Responsive<T> | undefined, css: (v: T) => string) {
  if (value === undefined) return {};
  const values: Partial<Record<string, T>> = typeof value === 'object' ? value : { base: value };
  return Object.fromEntries(Object.entries(values).map(([at, v]) => [`--${name}-${at}`, css(v!)]));
}
// Mantine's getSpacing for the theme's sizes and numbers, without loading Mantine's core (docs/decisions/153).
const spacing = (v: MantineSpacing | number) => mantineSpacing(v as 'md' | number);

/**
 * Mantine's SimpleGrid, the same grid and gaps at Mantine's breakpoints, without its <style>:
 * SimpleGrid (and Grid) write their responsive values as a <style> element inside the page, and
 * HTML allows <style> only in <head> (issue 45). Here each value is a custom property on the
 * element, and the media queries are in columns.module.css.
 */
export function Columns({
  cols,
  spacing: gapX,
  verticalSpacing: gapY = gapX,
  className,
  style,
  ...props
}: ColumnsProps) {
  const vars: CSSProperties = {
    ...variables('cols', cols, String),
    ...variables('gap-x', gapX, spacing),
    ...variables('gap-y', gapY, spacing),
    ...style,
  };
  return <div {...props} className={className ? `${classes.columns} ${className}` : classes.columns} style={vars} />;
}
