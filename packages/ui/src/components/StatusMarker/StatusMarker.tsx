import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './StatusMarker.css';

export interface StatusMarkerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Green filled dot when true, red hollow ring when false. */
  active: boolean;
  /** What the marker means, read by screen readers (and shown with `showLabel`). */
  label?: string;
  showLabel?: boolean;
}

/**
 * The nav marker: a green dot for an active section and a red ring for an inactive one, with
 * its meaning in text for assistive tech ('active' / 'inactive' by default).
 */
export function StatusMarker({
  active,
  label = active ? 'active' : 'inactive',
  showLabel = false,
  className,
  ...rest
}: StatusMarkerProps) {
  return (
    <span className={cx(styles.marker, className)} {...rest}>
      <span className={styles.dot[active ? 'active' : 'inactive']} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{` (${label})`}</VisuallyHidden>}
    </span>
  );
}
