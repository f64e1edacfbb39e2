import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './LoadingState.css';

export const LOADING_LAYOUTS = ['block', 'inline'] as const;
export type LoadingLayout = (typeof LOADING_LAYOUTS)[number];

export interface LoadingStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is loading, in words: 'Loading Site Inspections...', 'Loading metrics...'. */
  label: string;
  /** `block` fills a section while it loads; `inline` sits in a line of text or a row. */
  layout?: LoadingLayout;
}

/** A spinner with its text in a `role="status"`, so screen readers hear what is loading. */
export function LoadingState({ label, layout = 'block', className, ...rest }: LoadingStateProps) {
  return (
    <div role="status" className={cx(styles.root({ layout }), className)} {...rest}>
      <span className={styles.spinner({ layout })} aria-hidden="true" />
      <p className={styles.label}>{label}</p>
    </div>
  );
}
