import { financeFromWire, type Id, type SiteClientRow, type StatusFilter } from '@scaffold/domain';
import { Disclosure, LoadingState } from '@scaffold/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { rowsOf } from '../../data/reads/paging';
import { useReadContext } from '../../data/reads/read-context';
import { siteDetailsRead } from '../../data/reads/site-details';
import { ShowMoreRows } from '../../data/views/ShowMoreRows';
import { LoadFailed } from '../../screen-parts/load-failed';
import { ClientFinancialSummary } from './ClientFinancialSummary';
import * as styles from './ClientPanel.css';
import { SitePanel } from './SitePanel';
import type { SiteActions } from './site-actions';
import { withPinnedSite } from './site-rows';
import { clientSitesPages } from './sites-reads';

export interface ClientPanelProps {
  client: SiteClientRow;
  /** The status filter: the client's sites of it are listed. */
  status: StatusFilter;
  /** A search result's site: listed first when it is not among the pages read. */
  pinnedSiteId: Id | null;
  expanded: boolean;
  expandedSites: ReadonlySet<Id>;
  actions: SiteActions;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One client of 'Clients here:': a row that expands to its Financial Summary and its sites. */
export const ClientPanel = memo(function ClientPanel({
  client,
  status,
  pinnedSiteId,
  expanded,
  expandedSites,
  actions,
}: ClientPanelProps) {
  const finance = useMemo(() => financeFromWire(client.finance), [client.finance]);
  const hidden = client.site_count - client.matching_sites;
  return (
    <li>
      <Disclosure
        variant="card"
        headingLevel={3}
        open={expanded}
        onOpenChange={() => actions.toggleClient(client.id)}
        summary={
          <span className={styles.summary}>
            <span className={styles.name}>{client.name}</span>
            <span className={styles.meta}>
              {plural(client.site_count, 'site')}
              {client.active_sites > 0 && ` · ${client.active_sites} active`}
            </span>
          </span>
        }
      >
        <div className={styles.body}>
          <ClientFinancialSummary clientName={client.name} finance={finance} />
          {client.matching_sites === 0 ? (
            <p className={styles.note}>This client has no sites yet.</p>
          ) : (
            <ClientSites
              client={client}
              status={status}
              pinnedSiteId={pinnedSiteId}
              expandedSites={expandedSites}
              actions={actions}
            />
          )}
          {hidden > 0 && (
            <p className={styles.note}>
              {plural(hidden, 'more site')} hidden by the status filter.
            </p>
          )}
        </div>
      </Disclosure>
    </li>
  );
});

/** An open client's sites of the status filter, newest start first, read a page at a time. */
function ClientSites({
  client,
  status,
  pinnedSiteId,
  expandedSites,
  actions,
}: Omit<ClientPanelProps, 'expanded'>) {
  const context = useReadContext();
  const sites = useInfiniteQuery(clientSitesPages(context, client.id, status));
  const read = rowsOf(sites.data);
  const pinnedMissing =
    sites.data !== undefined &&
    pinnedSiteId !== null &&
    !read.some((row) => row.id === pinnedSiteId);
  // The same query the site's details read when it opens: no second request.
  const pinned = useQuery({
    ...siteDetailsRead(context, pinnedSiteId ?? 0),
    enabled: pinnedMissing,
  });
  const rows = withPinnedSite(read, pinnedMissing ? pinned.data?.site : undefined);
  if (!sites.data) {
    return sites.isError ? (
      <LoadFailed
        title={`The sites of ${client.name} could not be loaded.`}
        retrying={sites.isFetching}
        onRetry={() => void sites.refetch()}
      />
    ) : (
      <LoadingState label="Loading sites..." />
    );
  }
  return (
    <>
      <ul className={styles.sites} aria-label={`Sites of ${client.name}`}>
        {rows.map((site) => (
          <SitePanel
            key={site.id}
            site={site}
            expanded={expandedSites.has(site.id)}
            actions={actions}
          />
        ))}
      </ul>
      <ShowMoreRows query={sites} noun="sites" />
    </>
  );
}
