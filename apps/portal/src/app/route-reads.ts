import type { FetchQueryOptions } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { dashboardSummaryRead } from '../features/dashboard/dashboard-reads';
import {
  customerInspectionsRead,
  inspectionMetricsRead,
} from '../features/inspections/inspections-reads';
import { portalQueries } from '../lib/query/portal-queries';
import { customerDataRead } from '../lib/reads/customer';
import { readContextOf } from '../lib/reads/read-context';
import type { PortalServices } from '../lib/services/portal-services';
import { authStateAtom } from '../lib/session/session-atoms';
import { reportFirstReads } from './first-reads';

type Location = { pathname: string; search: string };

/** The first reads of each signed-in screen: exactly the queries the screen runs first. */
function readsOf(
  services: PortalServices,
  location: Location,
): FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>[] {
  const { api } = services;
  const customerId = services.store.get(authStateAtom)?.customer_id;
  const at = (path: string) => matchPath(path, location.pathname) !== null;
  const context = readContextOf(services);
  if (!context) return [];
  if (at(paths.dashboard)) return [dashboardSummaryRead(context)] as never;
  if (at(paths.sites) || at(paths.inventory)) {
    return [customerDataRead(api)] as never;
  }
  if (at(paths.inspections) && customerId !== undefined) {
    return [
      inspectionMetricsRead(api, customerId),
      customerInspectionsRead(api, customerId),
    ] as never;
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
export function prefetchRoute(
  services: PortalServices,
  location: Location & { key: string },
): void {
  if (started === location.key) return;
  started = location.key;
  const { client } = portalQueries(services);
  const reads = readsOf(services, location).map((read) => client.prefetchQuery(read));
  if (first && reads.length > 0) {
    first = false;
    reportFirstReads(Promise.all(reads));
  }
}
