import { type ReactNode, useId, useState } from 'react';
import { ChevronRightIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import * as styles from './Disclosure.css';

export const DISCLOSURE_VARIANTS = ['row', 'card'] as const;
export type DisclosureVariant = (typeof DISCLOSURE_VARIANTS)[number];

export interface DisclosureProps {
  /** The row's content, inside the toggle button: text, badges, dates (nothing interactive). */
  summary: ReactNode;
  /** Revealed when open; only rendered while open, so long lists stay light. */
  children: ReactNode;
  /** Buttons beside the toggle ('+ New'): outside it, so they stay separate controls. */
  actions?: ReactNode;
  /** Controlled state; leave out to let the row manage itself. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Wrap the toggle in a heading of this level, so the rows show up in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** `row` for rows in a list or card (divided by lines), `card` for free-standing boxes. */
  variant?: DisclosureVariant;
  /** Id of the panel (generated when absent). */
  id?: string;
  className?: string;
}

/**
 * A row that expands to show more: a site's past inspections, a client's sites. The toggle is a
 * real button with `aria-expanded` and `aria-controls`, so Enter and Space work and screen
 * readers say whether it is open.
 */
export function Disclosure({
  summary,
  children,
  actions,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  headingLevel,
  variant = 'row',
  id,
  className,
}: DisclosureProps) {
  const generatedId = useId();
  const panelId = id ?? `disclosure-${generatedId}`;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;

  const toggle = () => {
    if (controlledOpen === undefined) setUncontrolledOpen(!open);
    onOpenChange?.(!open);
  };

  const button = (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={toggle}
    >
      <ChevronRightIcon size={20} className={styles.chevron} />
      <span className={styles.summary}>{summary}</span>
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;

  return (
    <div className={cx(styles.root, variant === 'card' && styles.bordered, className)}>
      <div className={styles.header}>
        {Heading ? <Heading className={styles.heading}>{button}</Heading> : button}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
