import { matchPath } from 'react-router-dom';
import { reportFirstReads } from '../data/cache/first-reads';
import { portalQueries } from '../data/cache/portal-queries';
import { readContextOf } from '../data/reads/read-context';
import { type ReadLocation, setRouteReader } from '../routing/route-warmer';
import type { PortalServices } from '../services/portal-services';
import { FIRST_READ_MODULES } from './first-read-modules';
import { SCREENS } from './screens';

type Location = ReadLocation;

/** The first reads of the screen at `location`, as the manifest names them. */
function readsOf(services: PortalServices, location: Location) {
  const context = readContextOf(services);
  if (!context) return [];
  const screen = SCREENS.find(
    (entry) => entry.firstReads && matchPath(entry.path, location.pathname) !== null,
  );
  const reads = screen?.firstReads && FIRST_READ_MODULES[`./${screen.firstReads}`]?.firstReads;
  return reads ? reads(context) : [];
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
