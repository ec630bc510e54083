import type { CSSProperties, ComponentPropsWithoutRef, ReactNode } from 'react';
import { type ThemeColor, variantColors } from './colors';
import { cx, rem } from './style';

/** Mantine's ThemeIcon as a span (an icon in phrasing content): a size in px, a radius and colours of the theme's. */
export function ThemeIcon({
  size,
  radius,
  color,
  variant,
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<'span'> & {
  size: number;
  radius: 'xl' | 'md';
  color: ThemeColor;
  variant?: 'filled' | 'light';
}) {
  const colors = variantColors(variant ?? 'filled', color);
  const style = {
    '--ti-size': rem(size),
    '--ti-radius': `var(--mantine-radius-${radius})`,
    '--ti-bg': colors.bg,
    '--ti-color': colors.color,
    '--ti-bd': colors.bd,
  } as CSSProperties;
  return (
    <span
      style={style}
      className={cx(className, 'm_7341320d mantine-ThemeIcon-root')}
      data-variant={variant}
      {...props}
    >
      {children}
    </span>
  );
}

/** Mantine's Badge. */
export function Badge({
  color,
  variant,
  size,
  className,
  children,
}: {
  color: ThemeColor;
  variant: 'filled';
  size: 'md';
  className?: string;
  children: ReactNode;
}) {
  const colors = variantColors(variant, color);
  const style = {
    '--badge-height': `var(--badge-height-${size})`,
    '--badge-padding-x': `var(--badge-padding-x-${size})`,
    '--badge-fz': `var(--badge-fz-${size})`,
    '--badge-bg': colors.bg,
    '--badge-color': colors.color,
    '--badge-bd': colors.bd,
  } as CSSProperties;
  return (
    <div
      style={style}
      className={cx(className, 'm_347db0ec mantine-Badge-root')}
      data-variant={variant}
      data-size={size}
    >
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}
