import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  as?: 'span' | 'div' | 'caption' | 'h1' | 'h2' | 'h3';
  children: ReactNode;
}

/** Text for screen readers only (e.g. 'active' beside a green dot). */
export function VisuallyHidden({
  as: Component = 'span',
  className,
  ...rest
}: VisuallyHiddenProps) {
  return <Component className={cx(visuallyHidden, className)} {...rest} />;
}
