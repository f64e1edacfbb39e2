import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { AlertIcon, InfoIcon, SuccessIcon } from '../../lib/icons';
import type { Tone } from '../../theme/tokens';
import * as styles from './Notice.css';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: Tone;
  /** A bold first line. */
  title?: ReactNode;
  children: ReactNode;
}

const ICONS = {
  success: SuccessIcon,
  warning: AlertIcon,
  danger: AlertIcon,
  neutral: InfoIcon,
  info: InfoIcon,
} as const;

/**
 * A message inside the page, next to what it is about: 'Login failed' above the form, 'To be
 * implemented' in a dialog. A `danger` notice is a `role="alert"` (announced when it appears);
 * others are a polite `role="status"`. For messages about the whole app use `notify`.
 */
export function Notice({ tone = 'info', title, children, className, ...rest }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(styles.notice, styles.tone[tone], className)}
      {...rest}
    >
      <Icon size={18} className={styles.icon} />
      <div className={styles.body}>
        {title !== undefined && <span className={styles.title}>{title}</span>}
        <span>{children}</span>
      </div>
    </div>
  );
}
