import {
  Children,
  type CSSProperties,
  type ComponentPropsWithoutRef,
  type ElementType,
  type ReactElement,
  cloneElement,
} from 'react';
import { type Spacing, type StyleProps, cx, splitStyle } from './style';

type Div = StyleProps & ComponentPropsWithoutRef<'div'>;

const gap = (value: Spacing) =>
  typeof value === 'number'
    ? `calc(${value / 16}rem * var(--mantine-scale))`
    : ['xs', 'sm', 'md', 'lg', 'xl'].includes(value)
      ? `var(--mantine-spacing-${value})`
      : value;

/** Mantine's Container at the theme's default size (lg). */
export function Container({ className, ...props }: Div) {
  const { style, rest } = splitStyle(props, { '--container-size': 'var(--container-size-lg)' });
  return (
    <div
      style={style}
      className={cx(className, 'm_7485cace mantine-Container-root')}
      data-size="lg"
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
  className,
  ...props
}: Div & {
  gap?: Spacing;
  justify?: 'flex-start' | 'center' | 'space-between' | 'flex-end';
  wrap?: 'wrap' | 'nowrap';
}) {
  const { style, rest } = splitStyle(props, {
    '--group-gap': gap(between),
    '--group-align': 'center',
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
export function Center({ className, ...props }: Div) {
  const { style, rest } = splitStyle(props);
  return <div style={style} className={cx(className, 'm_4451eb3a mantine-Center-root')} {...rest} />;
}

/** Mantine's Loader (its oval) in a theme colour, or inside a button in the button's size and colour. */
export function Loader({ color }: { color: 'atlas' | 'button' }) {
  const style =
    color === 'button'
      ? { '--loader-size': 'calc(var(--button-height) / 1.8)', '--loader-color': 'var(--button-color)' }
      : { '--loader-color': `var(--mantine-color-${color}-filled)` };
  return <span style={style as CSSProperties} className="m_b34414df m_5ae2e3c mantine-Loader-root" />;
}

type CardProps = StyleProps & ComponentPropsWithoutRef<'div'> & { component?: ElementType; padding?: 0 | 'lg' };

/**
 * Mantine's Card with the theme's defaults (radius lg, a border, padding lg); a CardSection among
 * its children is marked first or last as Mantine marks it.
 */
export function Card({ component: Tag = 'div', padding = 'lg', className, children, ...props }: CardProps) {
  const { style, rest } = splitStyle(props, {
    '--paper-radius': 'var(--mantine-radius-lg)',
    '--card-padding': padding === 0 ? '0rem' : `var(--mantine-spacing-${padding})`,
  });
  const list = Children.toArray(children);
  return (
    <Tag
      style={style}
      className={cx(className, 'm_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root')}
      data-with-border="true"
      data-orientation="vertical"
      {...rest}
    >
      {list.map((child, index) =>
        isSection(child)
          ? cloneElement(child, { first: index === 0 || undefined, last: index === list.length - 1 || undefined })
          : child,
      )}
    </Tag>
  );
}

type SectionProps = ComponentPropsWithoutRef<'div'> & { first?: true; last?: true; 'data-shape'?: string };

/** Mantine's Card.Section (place it directly in a Card). */
export function CardSection({ first, last, className, ...props }: SectionProps) {
  return (
    <div
      className={cx('m_599a2148 mantine-Card-section', className)}
      data-orientation="vertical"
      data-first-section={first}
      data-last-section={last}
      {...props}
    />
  );
}

const isSection = (child: unknown): child is ReactElement<SectionProps> =>
  typeof child === 'object' && child !== null && 'type' in child && child.type === CardSection;
