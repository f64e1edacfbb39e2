import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { reportFirstReads } from '../data/cache/first-reads';
import { portalQueries } from '../data/cache/portal-queries';
import { clientChoicesRead } from '../data/reads/client-choices';
import { componentSystemsRead } from '../data/reads/component-systems';
import { readContextOf } from '../data/reads/read-context';
import { siteListRead } from '../data/reads/site-list';
import { dashboardSummaryRead } from '../features/dashboard/dashboard-reads';
import {
  inspectionSitesPages,
  inspectionSummaryRead,
} from '../features/inspections/inspections-reads';
import {
  INVENTORY_FIRST,
  inventoryItemsPages,
  SITE_CHOICES,
} from '../features/inventory/inventory-reads';
import { FIRST_FILTERS, siteClientsPages, siteOverviewRead } from '../features/sites/sites-reads';
import { type ReadLocation, setRouteReader } from '../routing/route-warmer';
import type { PortalServices } from '../services/portal-services';

type Location = ReadLocation;
type Prefetch = (client: QueryClient) => Promise<unknown>;

/** The first reads of each signed-in screen: exactly the queries the screen runs first. */
function readsOf(services: PortalServices, location: Location): Prefetch[] {
  const context = readContextOf(services);
  if (!context) return [];
  const at = (path: string) => matchPath(path, location.pathname) !== null;
  if (at(paths.dashboard)) {
    return [(client) => client.prefetchQuery(dashboardSummaryRead(context))];
  }
  if (at(paths.inspections)) {
    return [
      (client) => client.prefetchQuery(inspectionSummaryRead(context)),
      (client) => client.prefetchInfiniteQuery(inspectionSitesPages(context)),
      (client) => client.prefetchQuery(componentSystemsRead(context)),
    ];
  }
  if (at(paths.inventory)) {
    return [
      (client) => client.prefetchInfiniteQuery(inventoryItemsPages(context, INVENTORY_FIRST)),
      (client) => client.prefetchQuery(siteListRead(context, SITE_CHOICES)),
    ];
  }
  if (at(paths.sites)) {
    return [
      (client) => client.prefetchQuery(siteOverviewRead(context)),
      (client) => client.prefetchInfiniteQuery(siteClientsPages(context, FIRST_FILTERS)),
      (client) => client.prefetchQuery(clientChoicesRead(context)),
    ];
  }
  return [];
}

let first = true;
let started: string | undefined;

/**
 * Starts a screen's first reads into the query cache as its navigation starts: the signed-in
 * frame calls it while rendering the new location, before the screen's chunk has arrived (the
 * frame is its parent), so the answers are on their way while the screen's code loads and the
 * screen finds them in the cache. Once per location.
 */
export function prefetchRoute(services: PortalServices, location: Location): void {
  if (started === location.key) return;
  started = location.key;
  const { client } = portalQueries(services);
  const reads = readsOf(services, location).map((prefetch) => prefetch(client));
  if (first && reads.length > 0) {
    first = false;
    reportFirstReads(Promise.all(reads));
  }
}

// Sign-in starts the destination's reads with its answer, once this code is there (it comes with
// the frame, which the sign-in page fetches ahead).
setRouteReader(prefetchRoute);
