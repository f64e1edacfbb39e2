import { componentSystemsRead } from '../../data/reads/component-systems';
import type { FirstReads } from '../../data/reads/read-context';
import { inspectionSitesPages, inspectionSummaryRead } from './inspections-reads';

/** The Inspections screen's first reads (the screens manifest names this module). */
export const firstReads: FirstReads = (context) => [
  (client) => client.prefetchQuery(inspectionSummaryRead(context)),
  (client) => client.prefetchInfiniteQuery(inspectionSitesPages(context)),
  (client) => client.prefetchQuery(componentSystemsRead(context)),
];
