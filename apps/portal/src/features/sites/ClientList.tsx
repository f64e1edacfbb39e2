import { formatUnits, type Id, type SiteClientRow, type StatusFilter } from '@scaffold/domain';
import { EmptyState, Heading, LoadingState, Text } from '@scaffold/ui';
import { memo, useId } from 'react';
import { countOf } from '../../data/reads/paging';
import { type PagesQuery, ShowMoreRows } from '../../data/views/ShowMoreRows';
import { LoadFailed } from '../../screen-parts/load-failed';
import * as styles from './ClientList.css';
import { ClientPanel } from './ClientPanel';
import type { SiteActions } from './site-actions';

const NONE: ReadonlySet<Id> = new Set();

export interface ClientListProps {
  /** The client rows of the filters, read a page at a time (siteClients). */
  query: PagesQuery<SiteClientRow>;
  /** The rows to show: the pages read, and a search result's client read alone. */
  rows: readonly SiteClientRow[];
  /** Every client of the firm (siteOverview). */
  totalClients: number;
  /** The status filter: a client's sites are read with it. */
  status: StatusFilter;
  /** A search result's place: its site is listed under its client even beyond the pages read. */
  pinned: { clientId: Id; siteId: Id } | null;
  expandedClients: ReadonlySet<Id>;
  expandedSites: ReadonlySet<Id>;
  actions: SiteActions;
  /** A filter's rows or a refresh are being read. */
  busy: boolean;
}

/**
 * 'Clients here:': one collapsed row per client, a page at a time ('Show more clients'). Collapsed
 * rows are cheap (a client's sites are read and rendered only when it is expanded) and memoised,
 * so expanding one row re-renders only that row.
 */
export const ClientList = memo(function ClientList({
  query,
  rows,
  totalClients,
  status,
  pinned,
  expandedClients,
  expandedSites,
  actions,
  busy,
}: ClientListProps) {
  const headingId = useId();
  const matching = countOf(query.data);
  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined} className={styles.section}>
      <div className={styles.header}>
        <Heading level={2} id={headingId}>
          Clients here:
        </Heading>
        {query.data && (
          <Text size="sm" tone="muted">
            {matching === totalClients
              ? `${formatUnits(totalClients)} clients`
              : `${formatUnits(matching)} of ${formatUnits(totalClients)} clients`}
          </Text>
        )}
      </div>
      {!query.data ? (
        query.isError ? (
          <LoadFailed
            title="The clients could not be loaded."
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoadingState label="Loading clients..." />
        )
      ) : rows.length === 0 ? (
        <EmptyState
          title="No sites match these filters."
          description="Choose All Sites or All Clients to see more."
        />
      ) : (
        <ul className={styles.list}>
          {rows.map((client) => {
            const expanded = expandedClients.has(client.id);
            return (
              <ClientPanel
                key={client.id}
                client={client}
                status={status}
                pinnedSiteId={pinned?.clientId === client.id ? pinned.siteId : null}
                expanded={expanded}
                expandedSites={expanded ? expandedSites : NONE}
                actions={actions}
              />
            );
          })}
        </ul>
      )}
      <ShowMoreRows query={query} noun="clients" />
    </section>
  );
});
