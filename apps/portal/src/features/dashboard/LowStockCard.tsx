import { formatUnits, type LowStockEntry } from '@scaffold/domain';
import { Card, Disclosure, EmptyState, VirtualList } from '@scaffold/ui';
import { useMemo } from 'react';
import * as styles from './DashboardLists.css';

/** Shown before 'Show all': enough to act on without pushing the page down. */
const PREVIEW_LENGTH = 5;

function LowStockEntryRow({ entry }: { entry: LowStockEntry }) {
  return (
    <div className={styles.row}>
      <span className={styles.main}>
        <span className={styles.title}>{entry.itemName}</span>
        <span className={styles.detail}>{entry.siteName}</span>
      </span>
      <span className={styles.figure}>
        {formatUnits(entry.available)} of {formatUnits(entry.quantity)}
        <span className={styles.detail}> available</span>
      </span>
    </div>
  );
}

/** The low-stock card (once, SPEC section 9): items with under 20% of their stock available. */
export function LowStockCard({ items }: { items: readonly LowStockEntry[] }) {
  const rest = useMemo(() => items.slice(PREVIEW_LENGTH), [items]);
  return (
    <Card
      as="section"
      title="Low Stock"
      subtitle={
        items.length === 0
          ? 'Every item has 20% or more available.'
          : `${formatUnits(items.length)} items with under 20% available`
      }
      padding="none"
    >
      {items.length === 0 ? (
        <EmptyState compact title="Nothing is running low." className={styles.empty} />
      ) : (
        <>
          <ul className={styles.list} aria-label="Low-stock items">
            {items.slice(0, PREVIEW_LENGTH).map((entry) => (
              <li key={`${entry.siteId}-${entry.itemId}`}>
                <LowStockEntryRow entry={entry} />
              </li>
            ))}
          </ul>
          {rest.length > 0 && (
            <Disclosure
              summary={`${formatUnits(rest.length)} more low-stock items`}
              className={styles.more}
            >
              <VirtualList
                label="More low-stock items"
                items={rest}
                getKey={(entry) => `${entry.siteId}-${entry.itemId}`}
                renderItem={(entry) => <LowStockEntryRow entry={entry} />}
                estimateSize={57}
                height={300}
                className={styles.moreList}
              />
            </Disclosure>
          )}
        </>
      )}
    </Card>
  );
}
