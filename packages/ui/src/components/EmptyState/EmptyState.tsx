import type { ReactNode } from 'react';
import { InboxIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, as a sentence: 'No inspections yet.' */
  title: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** A button or link to the next step ('+ New'). */
  action?: ReactNode;
  /** A decorative icon; an inbox by default, `null` for none. */
  icon?: ReactNode;
  /** Without border and icon, for empty panels inside a row or a card. */
  compact?: boolean;
  className?: string;
}

/** The message shown where a list or a panel has nothing to show yet. */
export function EmptyState({
  title,
  description,
  action,
  icon = <InboxIcon size={24} />,
  compact = false,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.root, compact && styles.compact, className)}>
      {!compact && icon !== null && <span className={styles.icon}>{icon}</span>}
      <p className={styles.title}>{title}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
