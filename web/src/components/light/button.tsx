import type { ComponentPropsWithRef, ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { type ThemeColor, type Variant, variantColors } from './colors';
import { Loader } from './layout';
import { type StyleProps, cx, splitStyle } from './style';

/** Mantine's UnstyledButton: a <button type="button"> with Mantine's focus ring. */
export function UnstyledButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return (
    <button
      className={cx('mantine-focus-auto', className, 'm_87cf2631 mantine-UnstyledButton-root')}
      type="button"
      {...props}
    />
  );
}

type ButtonProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
    component?: ElementType;
    href?: string;
    target?: string;
    rel?: string;
    variant?: Exclude<Variant, 'subtle'>;
    color?: ThemeColor;
    size?: 'sm' | 'md' | 'lg';
    fullWidth?: boolean;
    loading?: boolean;
    leftSection?: ReactNode;
    children?: ReactNode;
    'data-disabled'?: boolean;
  };

/**
 * Mantine's Button with the theme's radius (xl): a button, or `component` (wouter's Link, an <a>).
 * While `loading` it is disabled and shows Mantine's loader; `data-disabled` looks disabled and
 * still takes clicks (a button that explains why it does nothing).
 */
export function Button({
  component: Tag = 'button',
  variant,
  color,
  size,
  fullWidth,
  loading = false,
  leftSection,
  className,
  children,
  disabled,
  'data-disabled': looksDisabled,
  ...props
}: ButtonProps) {
  // Without a colour or a variant Mantine's stylesheet has the primary colour's filled look; only the text's colour is set.
  const colors =
    color || variant ? variantColors(variant ?? 'filled', color ?? 'atlas') : { color: 'var(--mantine-color-white)' };
  const { style, rest } = splitStyle(props, {
    '--button-height': size && `var(--button-height-${size})`,
    '--button-padding-x': size && `var(--button-padding-x-${size})`,
    '--button-fz': size && `var(--mantine-font-size-${size})`,
    '--button-radius': 'var(--mantine-radius-xl)',
    '--button-bg': 'bg' in colors ? colors.bg : undefined,
    '--button-hover': 'hover' in colors ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': 'bd' in colors ? colors.bd : undefined,
  });
  const off = loading || disabled || looksDisabled;
  return (
    <Tag
      style={style}
      className={cx(
        'mantine-focus-auto',
        !off && 'mantine-active',
        className,
        'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
      )}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || looksDisabled || undefined}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      data-with-left-section={leftSection ? true : undefined}
      {...(Tag === 'button' ? { type: 'button', disabled: loading || disabled } : {})}
      {...rest}
    >
      {loading ? (
        <span
          style={{
            transitionProperty: 'transform, opacity',
            WebkitBackfaceVisibility: 'hidden',
            transitionDuration: '150ms',
            transitionTimingFunction: 'ease',
            transformOrigin: 'center',
            opacity: 1,
            transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
          }}
          className="m_a25b86ee mantine-Button-loader"
          aria-hidden="true"
        >
          <Loader color="button" />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection ? (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </Tag>
  );
}
