import {
  formatGBP,
  formatUnits,
  type InventoryItemRow,
  type InventoryRow,
  type InventorySort,
  inventoryCsv,
} from '@scaffold/domain';
import {
  Button,
  Checkbox,
  EmptyState,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
} from '@scaffold/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rowsOf } from '../../data/reads/paging';
import { useReadContext } from '../../data/reads/read-context';
import { SEARCH_PAUSE_MS, usePaused } from '../../data/reads/use-paused';
import { PagedList } from '../../data/views/PagedList';
import { downloadCsv } from '../../screen-parts/download-csv';
import * as styles from './InventoryPage.css';
import { InventoryRowView } from './InventoryRowView';
import { inventoryItemsPages } from './inventory-reads';

const SORTS: { value: InventorySort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'total', label: 'Most units' },
  { value: 'available', label: 'Least available' },
  { value: 'value', label: 'Highest value' },
];

export interface InventoryListProps {
  /** The site chosen in the filters ('' for all); shared with the movement log. */
  siteId: string;
  onSiteChange: (siteId: string) => void;
  siteOptions: { value: string; label: string }[];
}

/** A row as the CSV export writes it (the domain's inventory row). */
const csvRow = (row: InventoryItemRow): InventoryRow => ({
  key: row.key,
  name: row.name,
  category: row.category,
  total: row.total,
  allocated: row.allocated,
  available: row.available,
  weightKg: row.weight_kg,
  replacementValue: row.replacement_value,
  low: row.low,
  sites: row.sites.map((share) => ({
    siteId: share.site_id,
    siteName: share.site_name,
    total: share.total,
    allocated: share.allocated,
    available: share.available,
  })),
});

/**
 * Every item across the sites: filters and sort the server applies (inventoryItems), a windowed
 * list read a page at a time, and a CSV of what is shown.
 */
export function InventoryList({ siteId, onSiteChange, siteOptions }: InventoryListProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [sort, setSort] = useState<InventorySort>('name');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // One read when typing stops, not one per keystroke.
  const searched = usePaused(search.trim(), SEARCH_PAUSE_MS);
  // Another filter or sort keeps the list shown until its own answer arrives.
  const items = useInfiniteQuery({
    ...inventoryItemsPages(useReadContext(), {
      search: searched || undefined,
      category: category || undefined,
      site_id: siteId ? Number(siteId) : undefined,
      low_only: lowOnly ? 'true' : undefined,
      sort,
    }),
    placeholderData: keepPreviousData,
  });
  const first = items.data?.pages[0];
  const categories = (first?.categories ?? []).map((name) => ({ value: name, label: name }));
  const count = first?.count ?? 0;
  const totals = first?.totals;

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <section aria-labelledby="inventory-heading">
      <Stack space="md">
        <Inline align="spaceBetween" alignY="center" space="sm">
          <Heading level={2} id="inventory-heading">
            Stock by item
          </Heading>
          <Button
            variant="secondary"
            disabled={count === 0}
            onClick={() =>
              downloadCsv('inventory.csv', inventoryCsv(rowsOf(items.data).map(csvRow)))
            }
          >
            Export CSV
          </Button>
        </Inline>
        <div className={styles.filters}>
          <TextField
            type="search"
            label="Find an item"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Select
            label="Category"
            placeholder="All categories"
            options={categories}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value)}
          />
          <Select
            label="Site"
            placeholder="All sites"
            options={siteOptions}
            value={siteId}
            onChange={(event) => onSiteChange(event.currentTarget.value)}
          />
          <Select
            label="Sort by"
            options={SORTS}
            value={sort}
            onChange={(event) => setSort(event.currentTarget.value as InventorySort)}
          />
          <Checkbox
            label="Low stock only"
            checked={lowOnly}
            onChange={(event) => setLowOnly(event.currentTarget.checked)}
          />
        </div>
        {totals && (
          <Text size="sm" tone="muted" aria-live="polite">
            {count === 1 ? '1 item' : `${formatUnits(count)} items`} · {formatUnits(totals.units)}{' '}
            units · {formatGBP(totals.replacement_value)} replacement value
          </Text>
        )}
        <PagedList
          query={items}
          label="Items"
          noun="items"
          getKey={(row) => row.key}
          height="min(70vh, 720px)"
          estimateSize={150}
          renderItem={(row) => (
            <InventoryRowView
              row={row}
              expanded={expanded.has(row.key)}
              onToggle={() => toggle(row.key)}
            />
          )}
          loadingLabel="Loading inventory..."
          errorTitle="Your inventory could not be loaded."
          emptyState={
            searched || category || siteId || lowOnly ? (
              <EmptyState
                title="No items match."
                description="Clear the search or the filters to see every item."
              />
            ) : (
              <EmptyState
                title="No stock yet."
                description="Items appear here once your sites hold stock."
              />
            )
          }
        />
      </Stack>
    </section>
  );
}
