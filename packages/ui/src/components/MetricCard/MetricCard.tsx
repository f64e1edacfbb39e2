import type { MouseEventHandler, ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import { type LinkComponent, useLinkComponent } from '../../lib/Link';
import { textStyle } from '../Text';
import * as styles from './MetricCard.css';

export const METRIC_HINT_TONES = ['muted', 'success', 'warning', 'danger'] as const;
export type MetricHintTone = (typeof METRIC_HINT_TONES)[number];

export interface MetricCardProps {
  /** What is measured: 'Total Tonnage', 'Active Sites', 'Pass Rate'. */
  label: ReactNode;
  /** The figure, already formatted (`<Weight kg={...} />`, '30/75', '92%'). */
  value: ReactNode;
  /** A line of context under the value: '3 overdue', 'of 75 sites'. */
  hint?: ReactNode;
  hintTone?: MetricHintTone;
  /** Makes the whole card a button. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Makes the whole card a link (rendered through the link component). */
  href?: string;
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * One headline figure with its label. Given `href` it is a real link, given `onClick` a real
 * button (keyboard and screen reader users get the right element); otherwise it is static.
 */
export function MetricCard({
  label,
  value,
  hint,
  hintTone = 'muted',
  onClick,
  href,
  linkComponent,
  className,
}: MetricCardProps) {
  const Link = useLinkComponent(linkComponent);
  const content = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {hint !== undefined && (
        <span className={cx(styles.hint, textStyle({ tone: hintTone, size: 'sm' }))}>{hint}</span>
      )}
    </>
  );
  const arrow = <ChevronRightIcon size={20} className={styles.arrow} />;

  if (href !== undefined) {
    return (
      <Link href={href} className={cx(styles.card, styles.interactive, className)}>
        {content}
        {arrow}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button
        type="button"
        onClick={onClick}
        className={cx(styles.card, styles.interactive, className)}
      >
        {content}
        {arrow}
      </button>
    );
  }
  return <div className={cx(styles.card, className)}>{content}</div>;
}
