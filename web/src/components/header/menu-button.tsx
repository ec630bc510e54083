import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { UnstyledButton } from '../light/button';
import { basePath } from '../../lib/base-path';
import classes from './menu-button.module.css';

export type MenuEntry = {
  key: string;
  label: ReactNode;
  href?: string;
  onSelect?: () => void;
  current?: boolean;
  lang?: string;
};

/**
 * A small menu button (WAI-ARIA menu button pattern) for the header: arrow keys, Home/End,
 * Escape and outside clicks. Light enough to be part of every page's first paint.
 */
export function MenuButton({
  label,
  ariaLabel,
  entries,
  align = 'start',
  navigate,
  className,
  rootClassName,
}: {
  label: ReactNode;
  ariaLabel?: string;
  entries: MenuEntry[];
  align?: 'start' | 'end';
  navigate: (href: string) => void;
  className?: string;
  /** Classes of the element around the button and its menu (its place in the header's row). */
  rootClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLAnchorElement | HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const focusItem = (index: number) => {
    const count = entries.length;
    items.current[((index % count) + count) % count]?.focus();
  };
  const openAt = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const select = (entry: MenuEntry) => {
    close();
    if (entry.onSelect) entry.onSelect();
    else if (entry.href) navigate(entry.href);
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(entries.length - 1);
    }
  };
  const onItemKey = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: entries.length - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div
      ref={root}
      className={rootClassName ? `${classes.root} ${rootClassName}` : classes.root}
      onBlur={(e) => !root.current?.contains(e.relatedTarget) && setOpen(false)}
    >
      <UnstyledButton
        ref={button}
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKey}
      >
        {label}
      </UnstyledButton>
      <div id={id} role="menu" className={classes.list} data-open={open || undefined} data-align={align} hidden={!open}>
        {entries.map((entry, index) => {
          const common = {
            role: 'menuitem',
            tabIndex: -1,
            className: classes.item,
            lang: entry.lang,
            'aria-current': entry.current ? ('true' as const) : undefined,
            onKeyDown: (e: KeyboardEvent) => onItemKey(e, index),
            ref: (el: HTMLAnchorElement | HTMLButtonElement | null) => {
              items.current[index] = el;
            },
          };
          return entry.href ? (
            <a
              key={entry.key}
              {...common}
              href={`${basePath}${entry.href}`}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                select(entry);
              }}
            >
              {entry.label}
            </a>
          ) : (
            <button key={entry.key} type="button" {...common} onClick={() => select(entry)}>
              {entry.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
