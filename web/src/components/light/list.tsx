import { type CSSProperties, type ReactNode, createContext, use } from 'react';
import { gap } from './layout';
import { cx } from './style';

type ListClassNames = { root?: string; item?: string; itemWrapper?: string; itemIcon?: string };

/** Mantine's List without bullets, each item with `icon` (an item may bring its own). */
export function List({
  spacing,
  size,
  icon,
  className,
  classNames,
  children,
}: {
  spacing?: 'sm' | 'xs' | number;
  size?: 'sm';
  icon?: ReactNode;
  className?: string;
  classNames?: ListClassNames;
  children: ReactNode;
}) {
  const style = {
    ...(size
      ? { '--list-fz': `var(--mantine-font-size-${size})`, '--list-lh': `var(--mantine-line-height-${size})` }
      : {}),
    ...(spacing !== undefined ? { '--list-spacing': gap(spacing) } : {}),
  } as CSSProperties;
  return (
    <ul
      style={Object.keys(style).length > 0 ? style : undefined}
      className={cx(className, classNames?.root, 'm_abbac491 mantine-List-root')}
      data-size={size}
      data-type="none"
    >
      <ListContext value={{ icon, classNames }}>{children}</ListContext>
    </ul>
  );
}

const ListContext = createContext<{ icon?: ReactNode; classNames?: ListClassNames }>({});

/** Mantine's List.Item. */
export function ListItem({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  const list = use(ListContext);
  const shown = icon ?? list.icon;
  return (
    <li className={cx(list.classNames?.item, 'm_abb6bec2 mantine-List-item')} data-with-icon={shown ? true : undefined}>
      <div className={cx(list.classNames?.itemWrapper, 'm_75cd9f71 mantine-List-itemWrapper')}>
        {shown ? (
          <span className={cx(list.classNames?.itemIcon, 'm_60f83e5b mantine-List-itemIcon')}>{shown}</span>
        ) : null}
        <span className="mantine-List-itemLabel">{children}</span>
      </div>
    </li>
  );
}
