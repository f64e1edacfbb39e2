import type { InspectionDetailsRead } from '@scaffold/api-client';
import {
  type Id,
  type Inspection,
  type InspectionRow,
  inspectionDetailCategories,
  MESSAGES,
  NOTICE_MS,
  type Page,
  SITE_INSPECTIONS_PAGE_SIZE_DEFAULT,
  type Site,
} from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { type InfiniteData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { preloadMedia } from '../../data/cache/media-preload';
import { readKey } from '../../data/cache/query-keys';
import { type ReadContext, shapedRead } from '../../data/reads/capabilities';
import { pagesRead } from '../../data/reads/paging';
import { INSPECTIONS_COPY } from './inspections-copy';
import { isRefreshFailure, loadWithOneRetry } from './load-with-retry';

// The Inspections screen's reads: its figures, its site rows a page at a time, a site's history
// on expand, one inspection on demand (the details modal and the report share it).

// One warning for the screen, however many of its reads fail at once (per query cache: each
// portal instance, each story, its own).
const lastWarning = new WeakMap<QueryClient, number>();
function warnRetrying(client: QueryClient, error: unknown) {
  console.warn('[inspections] load failed, retrying once', error);
  const now = Date.now();
  if (now - (lastWarning.get(client) ?? Number.NEGATIVE_INFINITY) < NOTICE_MS.default) return;
  lastWarning.set(client, now);
  notify({ type: 'info', message: INSPECTIONS_COPY.loadRetrying, timeout: NOTICE_MS.default });
}

/**
 * PRODUCT.md "Messages" for the Inspections screen: a failed refresh gets the session-expired error
 * notice (60 s) and no retry; any other failure a warning and one retry (loadWithOneRetry, in
 * each read), after which the section shows an inline error with a Retry button.
 */
function inspectionsReadFailed(error: unknown) {
  if (isRefreshFailure(error)) {
    notify({ type: 'error', message: MESSAGES.sessionExpired, timeout: NOTICE_MS.long });
  }
}

/** A read of this screen: its policy of one retry with a warning. */
const withOneRetry =
  <T>(read: (query: { client: QueryClient; signal: AbortSignal }) => Promise<T>) =>
  (query: { client: QueryClient; signal: AbortSignal }) =>
    loadWithOneRetry(
      () => read(query),
      (error) => warnRetrying(query.client, error),
    );

/** Site rows per page of Recent Inspections. */
export const INSPECTION_SITES_PAGE = 200;

/** The metrics cards, the breakdown and Due This Week, computed by the server. */
export const inspectionSummaryRead = (context: ReadContext) =>
  queryOptions({
    queryKey: readKey('inspectionSummary'),
    queryFn: withOneRetry(
      shapedRead(
        context,
        'inspectionSummary',
        (signal) => context.api.getInspectionSummary({ signal }),
        (fromSpec, spec) => fromSpec.inspectionSummary(spec),
      ),
    ),
    meta: {
      onFailure: (error) => {
        // PRODUCT.md "The base calls": a metrics error is logged; the section says so too.
        console.error('[inspections] metrics failed', error);
        inspectionsReadFailed(error);
      },
    },
  });

/** Recent Inspections' site rows by name, a page at a time; `siteId` one site only. */
export const inspectionSitesPages = (context: ReadContext, siteId?: Id) => {
  const filter = { site_id: siteId, page_size: INSPECTION_SITES_PAGE };
  return pagesRead(
    readKey('inspectionSites', { pages: true, site_id: siteId }),
    (page, query) =>
      withOneRetry(
        shapedRead(
          context,
          'inspectionSites',
          (signal) => context.api.listInspectionSites({ ...filter, page }, { signal }),
          (fromSpec, spec) => fromSpec.inspectionSites(spec, { ...filter, page }),
        ),
      )(query),
    { onFailure: inspectionsReadFailed },
  );
};

/** A site's history, newest first, a page at a time (read when its row is expanded). */
export const siteInspectionsPages = (context: ReadContext, siteId: Id) =>
  pagesRead(
    readKey('siteInspections', { pages: true, site_id: siteId }),
    (page, query) =>
      withOneRetry(
        shapedRead(
          context,
          'siteInspections',
          (signal) =>
            context.api.listSiteInspections(
              siteId,
              { page, page_size: SITE_INSPECTIONS_PAGE_SIZE_DEFAULT },
              { signal },
            ),
          (fromSpec, spec) =>
            fromSpec.siteInspections(spec, siteId, {
              page,
              page_size: SITE_INSPECTIONS_PAGE_SIZE_DEFAULT,
            }),
        ),
      )(query),
    { onFailure: inspectionsReadFailed },
  );

/** An inspection's photos in the order the details show them, then its signatures. */
export const inspectionMedia = (
  inspection: Pick<Inspection, 'items' | 'photos' | 'signatures'>,
) => [
  ...inspectionDetailCategories(inspection).flatMap((category) =>
    category.items.flatMap((item) => item.photos),
  ),
  ...inspection.signatures.map((entry) => entry.signature),
];

/**
 * One inspection in full with its site (the details modal, the Schedule 7 report). Its first
 * photos start downloading as soon as it arrives, before the view that shows them has rendered
 * (so the record and its photo do not wait on each other's round trip). Never final:
 * the copy held (in memory or on the device) shows at once and is checked with the server.
 */
export const inspectionDetailsRead = (context: ReadContext, inspectionId: Id) => {
  const queryKey = readKey('inspectionDetails', { inspection_id: inspectionId });
  return queryOptions({
    queryKey,
    queryFn: async (query: { client: QueryClient; signal: AbortSignal }) => {
      // The copy this page holds, with its revision: the server answers 304 while it is current.
      const held = query.client.getQueryData<InspectionDetailsRead>(queryKey);
      const answer = await shapedRead(
        context,
        'inspectionDetails',
        (signal) => context.api.getInspectionDetails(inspectionId, { signal, held }),
        (fromSpec, spec) => fromSpec.inspectionDetails(spec, inspectionId),
      )(query);
      if (answer !== held) preloadMedia(inspectionMedia(answer.inspection));
      return answer;
    },
    // A stored inspection can still change (the client signs later through a link): read again
    // each time it is opened online, cheaply when the server names its revision (ETag, 304).
    staleTime: 0,
    meta: { revalidate: true },
  });
};

/**
 * Starts reading an inspection when its button is pressed or focused, before the click opens the
 * details (the same query the modal reads, so it finds the answer in flight or kept), and its
 * first photos beside it when the history row names them (`photos`): the record and its photo
 * then share one round trip instead of two in series.
 */
export const prefetchInspectionDetails = (
  client: QueryClient,
  context: ReadContext,
  inspectionId: Id,
  photos: readonly string[] = [],
) => {
  const options = inspectionDetailsRead(context, inspectionId);
  // Once a press: a focus after the pointerdown, or a record read before, has them on the way.
  if (client.getQueryState(options.queryKey) === undefined) preloadMedia(photos);
  return client.prefetchQuery(options);
};

/** What every read of this screen is keyed under, to read it all again (after a save or a send). */
export const INSPECTIONS_READS = [
  'inspectionSummary',
  'inspectionSites',
  'siteInspections',
  // An inspection of a scaffold changes its tag: the open sites' scaffolds.
  'scaffolds',
] as const;

/** A saved inspection at the top of its site's history pages, at once (the server's answer). */
export function withSavedRow(
  data: InfiniteData<Page<InspectionRow>> | undefined,
  row: InspectionRow,
): InfiniteData<Page<InspectionRow>> | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.results.some((entry) => entry.id === row.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const grown = (page: Page<InspectionRow>) => ({ ...page, count: page.count + 1 });
  return {
    ...data,
    pages: [{ ...grown(first), results: [row, ...first.results] }, ...rest.map(grown)],
  };
}

/** A site row as the form takes a site (the form needs its id and name). */
export const siteOfRow = (row: Pick<Site, 'id' | 'name'> & Partial<Site>): Site =>
  ({ inspections: [], sublocations: [], inventory_items: [], ...row }) as Site;
