import type { Id } from '@scaffold/domain';
import { Disclosure, LoadingState, Tree } from '@scaffold/ui';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { rowsOf } from '../../data/reads/paging';
import { useReadContext } from '../../data/reads/read-context';
import { siteDetailsRead } from '../../data/reads/site-details';
import { ShowMoreRows } from '../../data/views/ShowMoreRows';
import { LoadFailed } from '../../screen-parts/load-failed';
import * as styles from './AllSitesTreePanel.css';
import { type AllSitesReads, clientNodeId, clientNodes, siteNodeId } from './all-sites-tree';
import {
  clientSitesPageRead,
  clientSitesPages,
  FIRST_FILTERS,
  siteClientsPages,
} from './sites-reads';

/**
 * The All Sites tree under an expanded site, closed until asked for, and opened where this site
 * sits.
 */
export function AllSitesTreePanel({ currentSiteId }: { currentSiteId: Id }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      variant="card"
      headingLevel={5}
      open={open}
      onOpenChange={setOpen}
      summary={<span className={styles.summary}>All Sites</span>}
    >
      <AllSitesTreeBody currentSiteId={currentSiteId} />
    </Disclosure>
  );
}

/**
 * Client → site → sublocation → subarea, read level by level (docs/DECISIONS.md "Reads and the persisted cache": the
 * tree on demand): the clients are the pages of 'Clients here:' unfiltered (the same query, so
 * often read already), a client's sites are read when its branch opens, a site's sublocations
 * when its branch opens (its details, read already for the open site).
 */
function AllSitesTreeBody({ currentSiteId }: { currentSiteId: Id }) {
  const context = useReadContext();
  const client = useQueryClient();
  const clients = useInfiniteQuery(siteClientsPages(context, FIRST_FILTERS));
  const current = useQuery(siteDetailsRead(context, currentSiteId));
  const currentSite = current.data?.site;
  const clientRows = clients.data;

  const nodes = useMemo(() => {
    if (!clientRows || !currentSite) return null;
    const reads: AllSitesReads = {
      // The first page is the client row's own query (often read already); later pages alone.
      clientSites: async (clientId, page) => {
        if (page > 1) return client.fetchQuery(clientSitesPageRead(context, clientId, page));
        const pages = await client.fetchInfiniteQuery(clientSitesPages(context, clientId, 'all'));
        const first = pages.pages[0];
        if (!first) throw new Error('No first page of sites.');
        return first;
      },
      siteDetails: async (siteId) =>
        (await client.fetchQuery(siteDetailsRead(context, siteId))).site,
    };
    return clientNodes(rowsOf(clientRows), currentSite, reads);
  }, [clientRows, currentSite, client, context]);

  if (!nodes || !currentSite) {
    const failed = clients.isError ? clients : current.isError ? current : null;
    return failed ? (
      <LoadFailed
        title="The sites could not be loaded."
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    ) : (
      <LoadingState label="Loading all sites..." />
    );
  }
  return (
    <>
      <Tree
        label="All Sites"
        nodes={nodes}
        defaultExpandedIds={[clientNodeId(currentSite.client.id), siteNodeId(currentSite.id)]}
        className={styles.tree}
      />
      <ShowMoreRows query={clients} noun="clients" />
    </>
  );
}
