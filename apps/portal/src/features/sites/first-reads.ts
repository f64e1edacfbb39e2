import { clientChoicesRead } from '../../data/reads/client-choices';
import type { FirstReads } from '../../data/reads/read-context';
import { FIRST_FILTERS, siteClientsPages, siteOverviewRead } from './sites-reads';

/** Site Management's first reads (the screens manifest names this module). */
export const firstReads: FirstReads = (context) => [
  (client) => client.prefetchQuery(siteOverviewRead(context)),
  (client) => client.prefetchInfiniteQuery(siteClientsPages(context, FIRST_FILTERS)),
  (client) => client.prefetchQuery(clientChoicesRead(context)),
];
