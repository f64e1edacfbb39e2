import {
  COMPONENT_SEARCH_LIMIT,
  type Id,
  READ_PAGE_SIZE_MAX,
  type SiteClientsQuery,
  type StatusFilter,
} from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../../data/cache/query-keys';
import { noticeFetchFailed } from '../../data/cache/read-status';
import { type ReadContext, shapedRead } from '../../data/reads/capabilities';
import { CLIENT_CHOICES } from '../../data/reads/client-choices';
import { pagesRead } from '../../data/reads/paging';
import { siteListRead } from '../../data/reads/site-list';
import type { SiteFilters } from './reveal';

// Site Management's reads: its figures, 'Clients here:' a page at a time, a client's
// sites when its row opens, a site's details when it opens (data/reads/site-details.ts), the
// component search, and where stock may be moved. Each the server's call, or the same answer
// computed from the base calls on a server without it (shapedRead).

/** Client rows per page of 'Clients here:' ('Show more clients' reads the next). */
export const CLIENT_PAGE = 50;
/** A client's site rows per page ('Show more sites'). */
export const CLIENT_SITES_PAGE = 50;
/** Destination sites per page of the move's site select. */
export const DESTINATIONS_PAGE = READ_PAGE_SIZE_MAX;

const statusParam = (status: StatusFilter) => (status === 'all' ? undefined : status);
const clientParam = (clientId: Id | 'all') => (clientId === 'all' ? undefined : clientId);

/** The list's filters when the screen opens. */
export const FIRST_FILTERS: SiteFilters = { status: 'all', clientId: 'all' };

/** The summary cards, the status buttons' counts and how many clients there are. */
export const siteOverviewRead = (context: ReadContext) =>
  queryOptions({
    queryKey: readKey('siteOverview'),
    queryFn: shapedRead(
      context,
      'siteOverview',
      (signal) => context.api.getSiteOverview({ signal }),
      (fromSpec, spec) => fromSpec.siteOverview(spec),
    ),
    // PRODUCT.md "Messages": a failed read says 'Failed to fetch data…' for 30 s.
    meta: { onFailure: noticeFetchFailed },
  });

/** Pages of siteClients for a query (the rows of 'Clients here:', Add Site's customers). */
const siteClientsPagesOf = (
  context: ReadContext,
  query: SiteClientsQuery,
  meta?: { onFailure?: typeof noticeFetchFailed },
) =>
  pagesRead(
    readKey('siteClients', { pages: true, ...query }),
    (page, read) =>
      shapedRead(
        context,
        'siteClients',
        (signal) => context.api.listSiteClients({ ...query, page }, { signal }),
        (fromSpec, spec) => fromSpec.siteClients(spec, { ...query, page }),
      )(read),
    meta,
  );

/** 'Clients here:' by name, filtered by the sites' status and by client, a page at a time. */
export const siteClientsPages = (context: ReadContext, filter: SiteFilters) =>
  siteClientsPagesOf(
    context,
    {
      status: statusParam(filter.status),
      client_id: clientParam(filter.clientId),
      page_size: CLIENT_PAGE,
    },
    { onFailure: noticeFetchFailed },
  );

/**
 * Add Site's customers: the clients whose name holds `search` (every client without one), by
 * name, 200 a page ('Show more customers'), so any client of any firm can be chosen.
 */
export const clientSearchPages = (context: ReadContext, search: string) =>
  siteClientsPagesOf(context, {
    search: search.trim() || undefined,
    page_size: CLIENT_CHOICES.page_size,
  });

/** A client's sites of the status filter, newest start first, a page at a time. */
export const clientSitesPages = (context: ReadContext, clientId: Id, status: StatusFilter) => {
  const query = {
    client_id: clientId,
    status: statusParam(status),
    sort: 'start_date_desc',
    page_size: CLIENT_SITES_PAGE,
  } as const;
  return pagesRead(readKey('siteList', { pages: true, ...query }), (page, read) =>
    shapedRead(
      context,
      'siteList',
      (signal) => context.api.listSites({ ...query, page }, { signal }),
      (fromSpec, spec) => fromSpec.siteList(spec, { ...query, page }),
    )(read),
  );
};

/**
 * One page of a client's sites, newest start first, every status: the All Sites tree's branch
 * (read when it opens; 'Show more sites' reads the next page).
 */
export const clientSitesPageRead = (context: ReadContext, clientId: Id, page: number) => {
  const query = {
    client_id: clientId,
    sort: 'start_date_desc',
    page_size: CLIENT_SITES_PAGE,
    page,
  } as const;
  return siteListRead(context, query);
};

/** Where a component sits: at most COMPONENT_SEARCH_LIMIT places, and whether more match. */
export const componentSearchRead = (context: ReadContext, q: string) => {
  const query = { q, limit: COMPONENT_SEARCH_LIMIT };
  return queryOptions({
    queryKey: readKey('componentSearch', query),
    queryFn: shapedRead(
      context,
      'componentSearch',
      (signal) => context.api.searchComponents(query, { signal }),
      (fromSpec, spec) => fromSpec.componentSearch(spec, query),
    ),
    // A search answer is of the moment: not worth a place in the offline copy.
    meta: { persist: false },
  });
};

/** Where stock may be moved: sites by name with their sublocations and subareas, paged. */
export const moveDestinationsPages = (context: ReadContext, search: string) => {
  const query = { search: search.trim() || undefined, page_size: DESTINATIONS_PAGE };
  return pagesRead(readKey('moveDestinations', { pages: true, ...query }), (page, read) =>
    shapedRead(
      context,
      'moveDestinations',
      (signal) => context.api.listMoveDestinations({ ...query, page }, { signal }),
      (fromSpec, spec) => fromSpec.moveDestinations(spec, { ...query, page }),
    )(read),
  );
};
