import { Children, type ComponentPropsWithoutRef, type ElementType, type ReactElement, cloneElement } from 'react';
import { type StyleProps, cx, splitStyle } from './style';

/** Mantine's Paper: a radius, a border, a shadow of the theme's. */
export function Paper({
  component: Tag = 'div',
  radius,
  shadow,
  withBorder,
  className,
  ...props
}: StyleProps &
  ComponentPropsWithoutRef<'div'> & {
    component?: ElementType;
    radius?: 'lg' | 'xl';
    shadow?: 'md';
    withBorder?: boolean;
  }) {
  const { style, rest } = splitStyle(props, {
    '--paper-radius': radius && `var(--mantine-radius-${radius})`,
    '--paper-shadow': shadow && `var(--mantine-shadow-${shadow})`,
  });
  return (
    <Tag
      style={style}
      className={cx(className, 'm_1b7284a3 mantine-Paper-root')}
      data-with-border={withBorder || undefined}
      {...rest}
    />
  );
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
