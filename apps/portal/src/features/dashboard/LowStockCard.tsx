import { type DashboardSummaryResponse, formatUnits, type LowStockRow } from '@scaffold/domain';
import { Card, Disclosure, EmptyState } from '@scaffold/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useReadContext } from '../../data/reads/read-context';
import { PagedList } from '../../data/views/PagedList';
import * as styles from './DashboardLists.css';
import { lowStockPages } from './dashboard-reads';

function LowStockEntryRow({ entry }: { entry: LowStockRow }) {
  return (
    <div className={styles.row}>
      <span className={styles.main}>
        <span className={styles.title}>{entry.item_name}</span>
        <span className={styles.detail}>{entry.site_name}</span>
      </span>
      <span className={styles.figure}>
        {formatUnits(entry.available)} of {formatUnits(entry.quantity)}
        <span className={styles.detail}> available</span>
      </span>
    </div>
  );
}

const keyOf = (entry: LowStockRow) => `${entry.site_id}-${entry.item_id}`;

/** The rest of the low-stock items, read a page at a time once the list is opened. */
function MoreLowStock({ shown }: { shown: number }) {
  const pages = useInfiniteQuery(lowStockPages(useReadContext()));
  return (
    <PagedList
      query={pages}
      skip={shown}
      label="More low-stock items"
      noun="low-stock items"
      getKey={keyOf}
      renderItem={(entry) => <LowStockEntryRow entry={entry} />}
      estimateSize={57}
      height={300}
      loadingLabel="Loading low-stock items..."
      errorTitle="The low-stock items could not be loaded."
      emptyState={<EmptyState compact title="Nothing more is running low." />}
    />
  );
}

/** The low-stock card (once, PRODUCT.md "Low stock"): items with under 20% of their stock available. */
export function LowStockCard({ lowStock }: { lowStock: DashboardSummaryResponse['low_stock'] }) {
  const { count, first } = lowStock;
  const [more, setMore] = useState(false);
  const rest = count - first.length;
  return (
    <Card
      as="section"
      title="Low Stock"
      subtitle={
        count === 0
          ? 'Every item has 20% or more available.'
          : `${formatUnits(count)} items with under 20% available`
      }
      padding="none"
    >
      {count === 0 ? (
        <EmptyState compact title="Nothing is running low." className={styles.empty} />
      ) : (
        <>
          <ul className={styles.list} aria-label="Low-stock items">
            {first.map((entry) => (
              <li key={keyOf(entry)}>
                <LowStockEntryRow entry={entry} />
              </li>
            ))}
          </ul>
          {rest > 0 && (
            <Disclosure
              summary={`${formatUnits(rest)} more low-stock items`}
              className={styles.more}
              open={more}
              onOpenChange={setMore}
            >
              <div className={styles.moreList}>
                <MoreLowStock shown={first.length} />
              </div>
            </Disclosure>
          )}
        </>
      )}
    </Card>
  );
}
