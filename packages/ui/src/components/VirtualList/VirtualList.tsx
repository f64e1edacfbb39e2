import { useVirtualizer } from '@tanstack/react-virtual';
import { type Key, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './VirtualList.css';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Draws one row; rows may hold their own buttons and links. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item (its id); the index by default. */
  getKey?: (item: T, index: number) => Key;
  /** Names the list's scrolling region for assistive tech: 'Sites'. */
  label: string;
  /** Height of the scrolling viewport: pixels or any CSS length ('60vh'). */
  height: number | string;
  /** Expected row height in pixels; rows are measured once drawn, so it only needs to be close. */
  estimateSize?: number;
  /** Rows drawn beyond the viewport on each side. */
  overscan?: number;
  /** Shown instead of the list when there are no items. */
  emptyState?: ReactNode;
  className?: string;
}

const PAGE = 10;

/**
 * A windowed list for thousands of rows (the 7,500 sites of a large customer): only the rows in
 * view are in the page. It stays a list for assistive tech (`aria-setsize` and `aria-posinset`
 * give every row its place), Tab reaches it once, and the arrow keys, Page Up/Down, Home and End
 * move between rows, scrolling them into view.
 */
export function VirtualList<T>({
  items,
  renderItem,
  getKey,
  label,
  height,
  estimateSize = 56,
  overscan = 8,
  emptyState,
  className,
}: VirtualListProps<T>) {
  const scrollerRef = useRef<HTMLElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (index) => {
      const item = items[index];
      return getKey && item !== undefined ? getKey(item, index) : index;
    },
  });

  const virtualRows = virtualizer.getVirtualItems();
  const active = Math.min(activeIndex, Math.max(0, items.length - 1));
  const activeRendered = virtualRows.some((row) => row.index === active);

  // Focus a row once it has been drawn (it may only exist after scrolling to it).
  useEffect(() => {
    if (pendingFocus === null) return;
    const element = scrollerRef.current?.querySelector<HTMLElement>(
      `[data-index="${pendingFocus}"]`,
    );
    if (element) {
      element.focus({ preventScroll: true });
      setPendingFocus(null);
    }
  });

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index));
    setActiveIndex(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    setPendingFocus(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Keys inside a row's own controls (a button, an input) stay theirs.
    if (target !== scrollerRef.current && !target.hasAttribute('data-index')) return;
    const keys: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + PAGE,
      PageUp: active - PAGE,
      Home: 0,
      End: items.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    moveTo(next);
  };

  if (items.length === 0 && emptyState !== undefined) {
    return <div className={cx(styles.empty, className)}>{emptyState}</div>;
  }

  return (
    // The viewport is focusable only while the active row is scrolled away, so Tab always
    // reaches the list exactly once.
    <section
      ref={scrollerRef}
      aria-label={label}
      className={cx(styles.scroller, className)}
      style={{ height }}
      tabIndex={activeRendered ? -1 : 0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === scrollerRef.current) moveTo(active);
      }}
    >
      <ul className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualRows.map((row) => {
          const item = items[row.index] as T;
          return (
            <li
              key={row.key}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={virtualizer.measureElement}
              tabIndex={row.index === active ? 0 : -1}
              className={styles.row}
              style={{ top: row.start }}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setActiveIndex(row.index);
              }}
            >
              {renderItem(item, row.index)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
