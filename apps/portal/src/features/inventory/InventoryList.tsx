import {
  type CustomerNode,
  filterInventory,
  formatGBP,
  formatUnits,
  type InventorySort,
  inventoryCategories,
  inventoryCsv,
  inventoryRows,
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
  VirtualList,
} from '@scaffold/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { downloadCsv } from './download';
import * as styles from './InventoryPage.css';
import { InventoryRowView } from './InventoryRowView';

const SORTS: { value: InventorySort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'total', label: 'Most units' },
  { value: 'available', label: 'Least available' },
  { value: 'value', label: 'Highest value' },
];

export interface InventoryListProps {
  customers: readonly CustomerNode[];
  /** The site chosen in the filters ('' for all); shared with the movement log. */
  siteId: string;
  onSiteChange: (siteId: string) => void;
  siteOptions: { value: string; label: string }[];
}

/** Every item across the sites: filters, sort, a windowed list and a CSV of what is shown. */
export function InventoryList({
  customers,
  siteId,
  onSiteChange,
  siteOptions,
}: InventoryListProps) {
  const rows = useMemo(() => inventoryRows(customers), [customers]);
  const categories = useMemo(
    () => inventoryCategories(rows).map((name) => ({ value: name, label: name })),
    [rows],
  );
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [sort, setSort] = useState<InventorySort>('name');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // Typing stays responsive on 10× the sample: the list follows a keystroke behind.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () =>
      filterInventory(
        rows,
        {
          search: deferredSearch,
          category: category || null,
          siteId: siteId ? Number(siteId) : null,
          lowOnly,
        },
        sort,
      ),
    [rows, deferredSearch, category, siteId, lowOnly, sort],
  );
  const units = shown.reduce((sum, row) => sum + row.total, 0);
  const value = shown.reduce((sum, row) => sum + row.replacementValue, 0);

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
            disabled={shown.length === 0}
            onClick={() => downloadCsv('inventory.csv', inventoryCsv(shown))}
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
        <Text size="sm" tone="muted" aria-live="polite">
          {shown.length === 1 ? '1 item' : `${formatUnits(shown.length)} items`} ·{' '}
          {formatUnits(units)} units · {formatGBP(value)} replacement value
        </Text>
        <VirtualList
          label="Items"
          items={shown}
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
          emptyState={
            <EmptyState
              title="No items match."
              description="Clear the search or the filters to see every item."
            />
          }
        />
      </Stack>
    </section>
  );
}
