import type { CSSProperties, ComponentPropsWithoutRef, ElementType } from 'react';
import { type Spacing, type StyleProps, cx, rem, splitStyle } from './style';

type Div = StyleProps & ComponentPropsWithoutRef<'div'>;

export const gap = (value: Spacing) =>
  typeof value === 'number'
    ? `calc(${value / 16}rem * var(--mantine-scale))`
    : ['xs', 'sm', 'md', 'lg', 'xl'].includes(value)
      ? `var(--mantine-spacing-${value})`
      : value;

/** Mantine's Container: one of the theme's sizes (lg by default) or a width in px. */
export function Container({ size = 'lg', className, ...props }: Div & { size?: 'sm' | 'lg' | number }) {
  const { style, rest } = splitStyle(props, {
    '--container-size': typeof size === 'number' ? rem(size) : `var(--container-size-${size})`,
  });
  return (
    <div
      style={style}
      className={cx(className, 'm_7485cace mantine-Container-root')}
      data-size={typeof size === 'number' ? undefined : size}
      data-strategy="block"
      {...rest}
    />
  );
}

/** Mantine's Group: a wrapping row, centred across. */
export function Group({
  gap: between = 'md',
  justify = 'flex-start',
  wrap = 'wrap',
  align = 'center',
  className,
  ...props
}: Div & {
  gap?: Spacing;
  justify?: 'flex-start' | 'center' | 'space-between' | 'flex-end';
  wrap?: 'wrap' | 'nowrap' | 'wrap-reverse';
  align?: 'center' | 'flex-start';
}) {
  const { style, rest } = splitStyle(props, {
    '--group-gap': gap(between),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  });
  return <div style={style} className={cx(className, 'm_4081bf90 mantine-Group-root')} {...rest} />;
}

/** Mantine's Stack: a column. */
export function Stack({
  gap: between = 'md',
  align = 'stretch',
  className,
  ...props
}: Div & { gap?: Spacing; align?: 'stretch' | 'center' | 'flex-start' }) {
  const { style, rest } = splitStyle(props, {
    '--stack-gap': gap(between),
    '--stack-align': align,
    '--stack-justify': 'flex-start',
  });
  return <div style={style} className={cx(className, 'm_6d731127 mantine-Stack-root')} {...rest} />;
}

/** Mantine's Center. */
export function Center({ component: Tag = 'div', className, ...props }: Div & { component?: ElementType }) {
  const { style, rest } = splitStyle(props);
  return <Tag style={style} className={cx(className, 'm_4451eb3a mantine-Center-root')} {...rest} />;
}

/** Mantine's Loader (its oval) in a theme colour, or inside a button in the button's size and colour. */
export function Loader({ color }: { color?: 'atlas' | 'button' }) {
  const style =
    color === 'button'
      ? { '--loader-size': 'calc(var(--button-height) / 1.8)', '--loader-color': 'var(--button-color)' }
      : color
        ? { '--loader-color': `var(--mantine-color-${color}-filled)` }
        : undefined;
  return <span style={style as CSSProperties} className="m_b34414df m_5ae2e3c mantine-Loader-root" />;
}

/** Mantine's VisuallyHidden: there for screen readers, not on screen. */
export function VisuallyHidden({
  component: Tag = 'span',
  className,
  ...props
}: ComponentPropsWithoutRef<'span'> & { component?: ElementType }) {
  return <Tag className={cx(className, 'm_515a97f8 mantine-VisuallyHidden-root')} {...props} />;
}

/** Mantine's Divider: a horizontal rule of the theme's. */
export function Divider(props: StyleProps) {
  const { style } = splitStyle(props);
  return (
    <div
      style={style}
      className="m_3eebeb36 mantine-Divider-root"
      data-orientation="horizontal"
      role="separator"
      aria-orientation="horizontal"
    />
  );
}
