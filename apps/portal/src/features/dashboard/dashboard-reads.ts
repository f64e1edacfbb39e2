import { READ_PAGE_SIZE_MAX } from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../../data/cache/query-keys';
import { noticeFetchFailed } from '../../data/cache/read-status';
import { type ReadContext, shapedRead } from '../../data/reads/capabilities';
import { pagesRead } from '../../data/reads/paging';

/** The Dashboard in one bounded answer (dashboardSummary): what the screen shows first. */
export const dashboardSummaryRead = (context: ReadContext) =>
  queryOptions({
    queryKey: readKey('dashboardSummary'),
    queryFn: shapedRead(
      context,
      'dashboardSummary',
      (signal) => context.api.getDashboardSummary({}, { signal }),
      (fromSpec, spec) => fromSpec.dashboardSummary(spec),
    ),
    meta: { onFailure: noticeFetchFailed },
  });

/** Every site's tonnage, heaviest first, a page at a time (the distribution modal's list). */
export const siteTonnagePages = (context: ReadContext) =>
  pagesRead(readKey('siteTonnage', { pages: true }), (page, query) =>
    shapedRead(
      context,
      'siteTonnage',
      (signal) => context.api.listSiteTonnage({ page, page_size: READ_PAGE_SIZE_MAX }, { signal }),
      (fromSpec, spec) => fromSpec.siteTonnage(spec, { page, page_size: READ_PAGE_SIZE_MAX }),
    )(query),
  );

/** Every low-stock item, least available first, a page at a time (the card's 'more' list). */
export const lowStockPages = (context: ReadContext) =>
  pagesRead(readKey('lowStock', { pages: true }), (page, query) =>
    shapedRead(
      context,
      'lowStock',
      (signal) => context.api.listLowStock({ page, page_size: READ_PAGE_SIZE_MAX }, { signal }),
      (fromSpec, spec) => fromSpec.lowStock(spec, { page, page_size: READ_PAGE_SIZE_MAX }),
    )(query),
  );

/** The Dashboard's hire (hireOverview): this month's actual hire and what awaits collection. */
export const hireOverviewRead = (context: ReadContext) =>
  queryOptions({
    queryKey: readKey('hireOverview'),
    queryFn: ({ signal }) => context.api.getHireOverview({ signal }),
  });
