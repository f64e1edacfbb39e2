import type { InventoryItemRow, InventoryShareRow } from '@scaffold/domain';
import { formatUnits } from '@scaffold/domain';
import {
  Button,
  DescriptionList,
  Money,
  StatusBadge,
  Text,
  VisuallyHidden,
  Weight,
} from '@scaffold/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { rowsOf } from '../../data/reads/paging';
import { useReadContext } from '../../data/reads/read-context';
import * as styles from './InventoryPage.css';
import { inventorySitesPages } from './inventory-reads';

export interface InventoryRowViewProps {
  row: InventoryItemRow;
  expanded: boolean;
  onToggle: () => void;
}

/** One item across the firm: its figures, and on demand the sites that hold it. */
export function InventoryRowView({ row, expanded, onToggle }: InventoryRowViewProps) {
  const sharesId = `shares-${useId()}`;
  const siteCount = row.site_count;
  return (
    <div className={styles.row}>
      <div className={styles.rowHeader}>
        <div className={styles.rowTitle}>
          <Text weight="strong">{row.name}</Text>
          <Text size="sm" tone="muted">
            {row.category ?? 'Uncategorised'}
          </Text>
        </div>
        {row.low && <StatusBadge tone="warning">Low stock</StatusBadge>}
      </div>
      <DescriptionList
        className={styles.figures}
        minColumnWidth="sm"
        items={[
          { term: 'Total', description: formatUnits(row.total) },
          { term: 'Allocated', description: formatUnits(row.allocated) },
          { term: 'Available', description: formatUnits(row.available) },
          { term: 'Weight', description: <Weight kg={row.weight_kg} /> },
          { term: 'Replacement value', description: <Money amount={row.replacement_value} /> },
        ]}
      />
      <div>
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={expanded ? sharesId : undefined}
          onClick={onToggle}
        >
          {expanded ? 'Hide sites' : `Sites (${siteCount})`}
          {/* The visible words start the name (label in name); the item tells rows apart. */}
          <VisuallyHidden> for {row.name}</VisuallyHidden>
        </Button>
      </div>
      {expanded && <Shares id={sharesId} row={row} />}
    </div>
  );
}

/**
 * The sites holding the item: the few its row names; beyond them, every site read a page at a
 * time (inventorySites) once asked for.
 */
function Shares({ id, row }: { id: string; row: InventoryItemRow }) {
  const more = row.site_count > row.sites.length;
  const all = useInfiniteQuery({
    ...inventorySitesPages(useReadContext(), row.key),
    enabled: more,
  });
  const shares: InventoryShareRow[] = all.data ? rowsOf(all.data) : row.sites;
  return (
    <>
      <ul id={id} className={styles.shares} aria-label={`Sites holding ${row.name}`}>
        {shares.map((share) => (
          <li key={share.site_id} className={styles.share}>
            <span>{share.site_name}</span>
            <span>
              {formatUnits(share.total)} ({formatUnits(share.available)} free)
            </span>
          </li>
        ))}
      </ul>
      {more && all.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          busy={all.isFetchingNextPage}
          busyLabel="Loading more..."
          onClick={() => void all.fetchNextPage()}
        >
          More sites
        </Button>
      )}
    </>
  );
}
