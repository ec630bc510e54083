import type { ReactNode } from 'react';
import classes from './fill-screen.module.css';

/**
 * The root of a short page (a form, a result, a notice): its area reaches down to the footer
 * whatever the screen's height, its background with it, and its content sits in the middle
 * (`align="start"`: at the top), so no empty band shows before the footer (app.module.css).
 */
export function FillScreen({
  className,
  align = 'center',
  children,
}: {
  className?: string;
  align?: 'center' | 'start';
  children: ReactNode;
}) {
  return (
    <div className={className ? `${classes.fill} ${className}` : classes.fill} data-fill-screen data-align={align}>
      {children}
    </div>
  );
}
