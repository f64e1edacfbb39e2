import { formatUnits } from '@scaffold/domain';
import { useLayoutEffect, useRef } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../Button';
import { Text } from '../Text';
import { footer } from './ListFooter.css';

export const LIST_FOOTER_STATES = ['more', 'loadingMore', 'moreFailed', 'allRead'] as const;
/**
 * `more`: some rows are not read yet; `loadingMore`: the next ones are being read; `moreFailed`:
 * reading them failed (the rows stay, the button offers it again); `allRead`: every row is shown.
 */
export type ListFooterState = (typeof LIST_FOOTER_STATES)[number];

export interface ListFooterProps {
  state: ListFooterState;
  /** Rows on screen. */
  shown: number;
  /** Rows that match in all. */
  total: number;
  /** What the rows are, plural: 'sites', 'low-stock items'. */
  noun: string;
  /** Reads the next rows (from 'Show more' and from 'Try again'). */
  onShowMore: () => void;
  /** The button's words; `Show more {noun}` by default. */
  moreLabel?: string;
  /** `sm` inside a card or a row's panel; 44 px high on touch screens either way. */
  size?: 'sm' | 'md';
  /** Spacing from where it stands. */
  className?: string;
}

// 'Showing …' in separate text nodes, 'All …' in one: as the two footers this one replaced drew
// them (text is shaped per node, so the screens' baselines keep every pixel).
const countWords = ({ state, shown, total, noun }: ListFooterProps) =>
  state === 'allRead' ? (
    `All ${formatUnits(total)} ${noun}`
  ) : (
    <>
      Showing {formatUnits(shown)} of {formatUnits(total)} {noun}
    </>
  );

/**
 * Under a list read a part at a time: how many rows of how many are shown and a button reading
 * the next ones (busy while it reads; a failure is said and the button offers it again), or that
 * every row is shown. The count is a polite live region, the failure an alert.
 */
export function ListFooter(props: ListFooterProps) {
  const { state, noun, onShowMore, moreLabel = `Show more ${noun}`, size = 'md' } = props;
  const root = useRef<HTMLDivElement>(null);
  const before = useRef(state);
  useLayoutEffect(() => {
    const was = before.current;
    before.current = state;
    // The last 'Show more' takes its button away: where it held the focus, the focus would fall
    // to the page's start, so it moves to the words that say every row is shown.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (state === 'allRead' && was !== 'allRead' && lost) root.current?.focus();
  }, [state]);
  return (
    <div
      ref={root}
      tabIndex={state === 'allRead' ? -1 : undefined}
      className={cx(footer, props.className)}
    >
      <Text size="sm" tone="muted" aria-live="polite">
        {countWords(props)}
      </Text>
      {state === 'moreFailed' && (
        <Text size="sm" tone="danger" role="alert">
          More {noun} could not be loaded.
        </Text>
      )}
      {state !== 'allRead' && (
        <Button
          variant="secondary"
          size={size}
          busy={state === 'loadingMore'}
          busyLabel="Loading more..."
          onClick={onShowMore}
        >
          {state === 'moreFailed' ? 'Try again' : moreLabel}
        </Button>
      )}
    </div>
  );
}
