import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { type StyleProps, cx, splitStyle } from './style';

type Polymorphic = { component?: ElementType; children?: ReactNode } & StyleProps &
  Omit<ComponentPropsWithoutRef<'a'>, 'color'> & { [data: `data-${string}`]: unknown; dateTime?: string };

/** A text size as Mantine's Text and Anchor write it: two variables, none without a size. */
const sizeVariables = (size: string | undefined) => ({
  '--text-fz': size && `var(--mantine-font-size-${size})`,
  '--text-lh': size && `var(--mantine-line-height-${size})`,
});

/** Mantine's Text: a paragraph (or `component`), its size as variables. */
export function Text({
  component: Tag = 'p',
  size,
  truncate,
  className,
  ...props
}: Polymorphic & { size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'; truncate?: boolean }) {
  const { style, rest } = splitStyle(props, sizeVariables(size));
  return (
    <Tag
      style={style}
      className={cx('mantine-focus-auto', className, 'm_b6d8b162 mantine-Text-root')}
      data-truncate={truncate ? 'end' : undefined}
      data-size={size}
      {...rest}
    />
  );
}

/** Mantine's Title: h1-h6, the heading's size, weight and line height as variables (`size` another heading's). */
export function Title({
  order = 1,
  size,
  className,
  ...props
}: StyleProps &
  ComponentPropsWithoutRef<'h1'> & { [data: `data-${string}`]: unknown } & {
    order?: 1 | 2 | 3 | 4 | 5 | 6;
    size?: `h${1 | 2 | 3 | 4 | 5 | 6}`;
  }) {
  const h = size ?? `h${order}`;
  const { style, rest } = splitStyle(props, {
    '--title-fw': `var(--mantine-${h}-font-weight)`,
    '--title-lh': `var(--mantine-${h}-line-height)`,
    '--title-fz': `var(--mantine-${h}-font-size)`,
  });
  const Tag = `h${order}` as const;
  return (
    <Tag
      style={style}
      className={cx(className, 'm_8a5d1357 mantine-Title-root')}
      data-size={size}
      data-order={order}
      {...rest}
    />
  );
}

/** Mantine's Anchor: a link (or `component`, such as wouter's Link) in Text's styles, underlined on hover. */
export function Anchor({
  component: Tag = 'a',
  underline = 'hover',
  size,
  inherit,
  className,
  ...props
}: Polymorphic & { underline?: 'hover' | 'always'; size?: 'sm'; inherit?: boolean }) {
  const { style, rest } = splitStyle(props, sizeVariables(size));
  return (
    <Tag
      style={style}
      className={cx('mantine-focus-auto m_849cf0da', className, 'm_b6d8b162 mantine-Text-root mantine-Anchor-root')}
      data-inherit={inherit || undefined}
      data-underline={underline}
      data-size={size}
      {...rest}
    />
  );
}
