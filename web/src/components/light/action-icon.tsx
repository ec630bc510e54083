import type { CSSProperties, ComponentPropsWithRef } from 'react';
import { type ThemeColor, type Variant, variantColors } from './colors';
import { cx } from './style';

/** Mantine's ActionIcon: an icon button in a variant and colour, its size one of the theme's. */
export function ActionIcon({
  variant,
  color,
  radius,
  size,
  className,
  children,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'color'> & {
  variant: Variant;
  color: ThemeColor;
  radius?: 'xl';
  size?: 'lg';
  [data: `data-${string}`]: unknown;
}) {
  const colors = variantColors(variant, color);
  const style = {
    ...(size ? { '--ai-size': `var(--ai-size-${size})` } : {}),
    ...(radius ? { '--ai-radius': `var(--mantine-radius-${radius})` } : {}),
    '--ai-bg': colors.bg,
    '--ai-hover': colors.hover,
    '--ai-color': colors.color,
    '--ai-bd': colors.bd,
  } as CSSProperties;
  return (
    <button
      style={style}
      className={cx(
        'mantine-focus-auto',
        !props.disabled && 'mantine-active',
        className,
        'm_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root',
      )}
      data-variant={variant}
      data-size={size}
      type="button"
      {...props}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </button>
  );
}
