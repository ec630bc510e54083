import type { ComponentPropsWithRef, ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
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

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';

/** The colours Mantine's variant resolver gives each variant and colour this site uses. */
const VARIANTS = {
  'filled ember': {
    bg: 'var(--mantine-color-ember-filled)',
    hover: 'var(--mantine-color-ember-filled-hover)',
    color: 'var(--mantine-color-white)',
    bd: `${BORDER} transparent`,
  },
  // The theme's primary colour, filled: Mantine's stylesheet has its colours; only the text's is set.
  'filled ': { color: 'var(--mantine-color-white)' },
  'default ': {
    bg: 'var(--mantine-color-default)',
    hover: 'var(--mantine-color-default-hover)',
    color: 'var(--mantine-color-default-color)',
    bd: `${BORDER} var(--mantine-color-default-border)`,
  },
  'white atlas': {
    bg: 'var(--mantine-color-white)',
    hover: 'rgba(252, 252, 252, 1)',
    color: 'var(--mantine-color-atlas-filled)',
    bd: `${BORDER} transparent`,
  },
  'light ': {
    bg: 'var(--mantine-color-atlas-light)',
    hover: 'var(--mantine-color-atlas-light-hover)',
    color: 'var(--mantine-color-atlas-light-color)',
    bd: `${BORDER} transparent`,
  },
} as const;

type Variant = keyof typeof VARIANTS extends `${infer V} ${string}` ? V : never;
type ButtonProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
    component?: ElementType;
    href?: string;
    variant?: Variant;
    color?: 'ember' | 'atlas';
    size?: 'sm' | 'md' | 'lg';
    loading?: boolean;
    children?: ReactNode;
  };

/**
 * Mantine's Button with the theme's radius (xl), for the variants and colours in VARIANTS: a
 * button, or `component` (wouter's Link). While `loading` it is disabled and shows Mantine's loader.
 */
export function Button({
  component: Tag = 'button',
  variant = 'filled',
  color,
  size = 'sm',
  loading = false,
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  const colors = (VARIANTS as Record<string, (typeof VARIANTS)[keyof typeof VARIANTS]>)[
    `${variant} ${color === 'atlas' && variant !== 'white' ? '' : (color ?? '')}`
  ];
  if (!colors) throw new Error(`No light Button for variant ${variant} and colour ${color ?? 'primary'}`);
  const sized = size !== 'sm';
  const { style, rest } = splitStyle(props, {
    '--button-height': sized ? `var(--button-height-${size})` : undefined,
    '--button-padding-x': sized ? `var(--button-padding-x-${size})` : undefined,
    '--button-fz': sized ? `var(--mantine-font-size-${size})` : undefined,
    '--button-radius': 'var(--mantine-radius-xl)',
    '--button-bg': 'bg' in colors ? colors.bg : undefined,
    '--button-hover': 'hover' in colors ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': 'bd' in colors ? colors.bd : undefined,
  });
  const off = loading || disabled;
  return (
    <Tag
      style={style}
      className={cx(
        'mantine-focus-auto',
        !off && 'mantine-active',
        className,
        'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
      )}
      data-variant={variant === 'filled' ? undefined : variant}
      data-size={sized ? size : undefined}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      {...(Tag === 'button' ? { type: 'button', disabled: off } : {})}
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
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </Tag>
  );
}
