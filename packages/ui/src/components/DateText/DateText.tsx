import { formatDate, formatDateTime } from '@scaffold/domain';
import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import { figure } from '../../lib/figure.css';

export interface DateTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** A Date or an ISO string ('2026-03-05', '2026-03-05T14:30:00Z'); empty shows `fallback`. */
  value: Date | string | null | undefined;
  /** Add the time: 'Mar 5, 2026, 14:30'. */
  withTime?: boolean;
  /** Shown when there is no date: 'Never', 'Not Scheduled'. A dash by default. */
  fallback?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The machine-readable form for `<time dateTime>`: the local date, or an instant in ISO. */
function machineReadable(value: Date | string, withTime: boolean): string {
  if (typeof value === 'string') return value;
  if (withTime) return value.toISOString();
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/**
 * A date as the product shows it ('Mar 5, 2026'), formatted by the domain, in a `<time>` element
 * whose `dateTime` carries the exact value. Never shows 'Invalid Date'.
 */
export function DateText({
  value,
  withTime = false,
  fallback = '—',
  className,
  ...rest
}: DateTextProps) {
  const text = value ? (withTime ? formatDateTime(value) : formatDate(value)) : '—';
  if (!value || text === '—') {
    return (
      <span className={className} {...rest}>
        {fallback}
      </span>
    );
  }
  return (
    <time dateTime={machineReadable(value, withTime)} className={cx(figure, className)} {...rest}>
      {text}
    </time>
  );
}
