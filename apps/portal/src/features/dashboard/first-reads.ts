import type { FirstReads } from '../../data/reads/read-context';
import { dashboardSummaryRead } from './dashboard-reads';

/** The Dashboard's first reads (the screens manifest names this module). */
export const firstReads: FirstReads = (context) => [
  (client) => client.prefetchQuery(dashboardSummaryRead(context)),
];
