import type { LowStockEntry } from '@scaffold/domain';
import { Card, Disclosure, EmptyState } from '@scaffold/ui';
import * as styles from './DashboardLists.css';

const units = new Intl.NumberFormat('en-GB');

/** Shown before 'Show all': enough to act on without pushing the page down. */
const PREVIEW_LENGTH = 5;

function LowStockRow({ entry }: { entry: LowStockEntry }) {
  return (
    <li className={styles.row}>
      <span className={styles.main}>
        <span className={styles.title}>{entry.itemName}</span>
        <span className={styles.detail}>{entry.siteName}</span>
      </span>
      <span className={styles.figure}>
        {units.format(entry.available)} of {units.format(entry.quantity)}
        <span className={styles.detail}> available</span>
      </span>
    </li>
  );
}

/** The low-stock card (once, SPEC section 9): items with under 20% of their stock available. */
export function LowStockCard({ items }: { items: readonly LowStockEntry[] }) {
  return (
    <Card
      as="section"
      title="Low Stock"
      subtitle={
        items.length === 0
          ? 'Every item has 20% or more available.'
          : `${units.format(items.length)} items with under 20% available`
      }
      padding="none"
    >
      {items.length === 0 ? (
        <EmptyState compact title="Nothing is running low." className={styles.empty} />
      ) : (
        <>
          <ul className={styles.list} aria-label="Low-stock items">
            {items.slice(0, PREVIEW_LENGTH).map((entry) => (
              <LowStockRow key={`${entry.siteId}-${entry.itemId}`} entry={entry} />
            ))}
          </ul>
          {items.length > PREVIEW_LENGTH && (
            <Disclosure
              summary={`${units.format(items.length - PREVIEW_LENGTH)} more low-stock items`}
              className={styles.more}
            >
              <ul className={styles.moreList} aria-label="More low-stock items">
                {items.slice(PREVIEW_LENGTH).map((entry) => (
                  <LowStockRow key={`${entry.siteId}-${entry.itemId}`} entry={entry} />
                ))}
              </ul>
            </Disclosure>
          )}
        </>
      )}
    </Card>
  );
}
