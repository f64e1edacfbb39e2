import {
  MESSAGES,
  MOVEMENTS_PAGE_SIZE_MAX,
  movementPlaceText,
  movementsCsv,
  type StockMovement,
  type StockMovementsQuery,
} from '@scaffold/domain';
import {
  Button,
  DateText,
  EmptyState,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  TextLink,
} from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hireNotePath } from '../../config/paths';
import { stockMovementsRead } from '../../data/reads/movements';
import { SEARCH_PAUSE_MS, usePaused } from '../../data/reads/use-paused';
import { ReadGate } from '../../data/views/ReadGate';
import { downloadCsv } from '../../screen-parts/download-csv';
import { useApi } from '../../services/services-context';
import * as styles from './InventoryPage.css';

export const MOVEMENTS_PER_PAGE = 20;

export interface MovementLogProps {
  siteId: string;
  onSiteChange: (siteId: string) => void;
  siteOptions: { value: string; label: string }[];
}

/** A day picked in a date field as the first or last instant of that day where the user is. */
const dayEdge = (day: string, edge: 'start' | 'end') =>
  day ? new Date(`${day}T${edge === 'start' ? '00:00:00' : '23:59:59.999'}`).toISOString() : '';

/** Who moved what, when and where: filtered by site, item and days, paged, exported to CSV. */
export function MovementLog({ siteId, onSiteChange, siteOptions }: MovementLogProps) {
  const api = useApi();
  const [item, setItem] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  // One request when typing stops, not one per keystroke.
  const itemQuery = usePaused(item.trim(), SEARCH_PAUSE_MS);
  const query: StockMovementsQuery = {
    site_id: siteId ? Number(siteId) : undefined,
    item: itemQuery || undefined,
    from: dayEdge(from, 'start') || undefined,
    to: dayEdge(to, 'end') || undefined,
  };
  const filterKey = JSON.stringify(query);
  // A new filter starts again at the first page.
  const [pageFor, setPageFor] = useState(filterKey);
  if (pageFor !== filterKey) {
    setPageFor(filterKey);
    setPage(1);
  }
  // Another page or filter is read afresh (its loading state in place of the list); a page read
  // before comes from the query cache at once.
  const movements = useQuery(
    stockMovementsRead(api, { ...query, page, page_size: MOVEMENTS_PER_PAGE }),
  );
  const reloading = movements.isRefetching;

  const exportAll = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const all: StockMovement[] = [];
      for (let next = 1; ; next += 1) {
        const answer = await api.listStockMovements({
          ...query,
          page: next,
          page_size: MOVEMENTS_PAGE_SIZE_MAX,
        });
        all.push(...answer.results);
        if (all.length >= answer.count || answer.results.length === 0) break;
      }
      downloadCsv('stock-movements.csv', movementsCsv(all));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const data = movements.data;
  const first = data ? (data.page - 1) * data.page_size + 1 : 0;
  const last = data ? first + data.results.length - 1 : 0;

  return (
    <section aria-labelledby="movements-heading">
      <Stack space="md">
        <Inline align="spaceBetween" alignY="center" space="sm">
          <Heading level={2} id="movements-heading">
            Stock movements
          </Heading>
          <Button
            variant="secondary"
            busy={exporting}
            busyLabel="Exporting..."
            disabled={!data || data.count === 0}
            onClick={() => void exportAll()}
          >
            Export CSV
          </Button>
        </Inline>
        {exportFailed && (
          <Text role="alert" tone="danger" size="sm">
            The movements could not be exported. {MESSAGES.fetchFailed}
          </Text>
        )}
        <div className={styles.filters}>
          <Select
            label="Moved to or from"
            placeholder="All sites"
            options={siteOptions}
            value={siteId}
            onChange={(event) => onSiteChange(event.currentTarget.value)}
          />
          <TextField
            type="search"
            label="Item moved"
            value={item}
            onChange={(event) => setItem(event.currentTarget.value)}
          />
          <TextField
            type="date"
            label="From day"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextField
            type="date"
            label="To day"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </div>
        <ReadGate
          query={movements}
          loadingLabel="Loading movements..."
          errorTitle="The movements could not be loaded."
          isEmpty={(answer) => answer.count === 0}
          empty={
            <EmptyState
              title="No movements match."
              description="Moves made on Site Management are recorded here: who, when, what and where."
            />
          }
          offlineNote={false}
        >
          {(answer) => (
            <>
              <Text size="sm" tone="muted" aria-live="polite">
                Showing {first}–{last} of {answer.count.toLocaleString('en-GB')}
              </Text>
              <ul className={styles.movements} aria-label="Movements, newest first">
                {answer.results.map((movement) => (
                  <MovementEntry key={movement.id} movement={movement} />
                ))}
              </ul>
              <Inline align="spaceBetween" space="sm">
                <Button
                  variant="secondary"
                  disabled={page <= 1 || reloading}
                  onClick={() => setPage(page - 1)}
                >
                  Newer
                </Button>
                <Button
                  variant="secondary"
                  disabled={last >= answer.count || reloading}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </Button>
              </Inline>
            </>
          )}
        </ReadGate>
      </Stack>
    </section>
  );
}

function MovementEntry({ movement }: { movement: StockMovement }) {
  return (
    <li className={styles.movement}>
      <Inline align="spaceBetween" space="sm">
        <Text weight="strong">
          {movement.quantity.toLocaleString('en-GB')} × {movement.item.name}
        </Text>
        <Text size="sm" tone="muted">
          <DateText value={movement.moved_at} withTime />
        </Text>
      </Inline>
      <span>
        From {movementPlaceText(movement.from)} to {movementPlaceText(movement.to)}
      </span>
      <Text size="sm" tone="muted">
        by {movement.moved_by.name}
      </Text>
      {movement.note && (
        <TextLink href={hireNotePath(movement.note.id)}>
          {movement.note.kind === 'delivery' ? 'Delivery note' : 'Collection note'}{' '}
          {movement.note.number}
        </TextLink>
      )}
    </li>
  );
}
