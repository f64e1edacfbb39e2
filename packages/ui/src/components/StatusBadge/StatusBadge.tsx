import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { Tone } from '../../theme/tokens';
import * as styles from './StatusBadge.css';

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * The colour of the status. Use the domain's mappings so every screen agrees:
   * `siteStatusTone(code)` (active green, pending yellow, completed and unknown grey) and
   * `inspectionStatusTone(status)` (overdue red, up-to-date green, never-inspected yellow).
   */
  tone: Tone;
  /** The status in words; colour is never the only cue. */
  children: ReactNode;
}

/** A short status label in a tinted pill: site status, inspection status, inspection result. */
export function StatusBadge({ tone, children, className, ...rest }: StatusBadgeProps) {
  return (
    <span className={cx(styles.badge, styles.tone[tone], className)} {...rest}>
      <span className={cx(styles.dot, styles.dotTone[tone])} aria-hidden="true" />
      {children}
    </span>
  );
}
