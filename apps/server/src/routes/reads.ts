// The reads shaped by the screens, answered as the mock answers them
// (mocks/src/handlers/reads.ts): the domain's answer builders over the customer's slim view
// (services/read-model), and for the reads that need more, the few sites or records they need read
// by SQL (whole-reads.ts). Another customer's id and an unknown one answer alike (403).
import { createHash } from 'node:crypto';
import {
  COMPONENT_SEARCH_MAX,
  dashboardSummaryAnswer,
  ENDPOINT_NAMES,
  inspectionSitesPage,
  inspectionSummaryAnswer,
  inventoryItemsAnswer,
  inventorySitesPage,
  lowStockPage,
  SPEC_CALLS,
  siteClientsPage,
  siteListPage,
  siteOverviewAnswer,
  siteTonnagePage,
} from '@scaffold/domain';
import { type Handlers, JSON_CONTENT_TYPE } from '../http/contract-routes';
import { forbidden } from '../http/problem';
import { sqlSiteSource } from '../services/read-model/sql-source';
import {
  componentSearchRead,
  inspectionDetailsRead,
  moveDestinationsRead,
  siteDetailsRead,
  siteInspectionsRead,
} from '../services/read-model/whole-reads';
import { dashboardScaffoldTags } from '../services/scaffolds/tag-counts';
import { matchesTag, mediaRoute } from './media';
import { fromView, ok, withView } from './read-view';

/** The calls this server has beyond PRODUCT.md "The base calls", as capabilities answers them: all of them. */
export const EXTRA_CALLS = ENDPOINT_NAMES.filter(
  (name) => !(SPEC_CALLS as readonly string[]).includes(name),
);

type ReadName =
  | 'capabilities'
  | 'dashboardSummary'
  | 'siteTonnage'
  | 'lowStock'
  | 'siteOverview'
  | 'siteList'
  | 'siteClients'
  | 'componentSearch'
  | 'moveDestinations'
  | 'siteDetails'
  | 'siteInspections'
  | 'inspectionDetails'
  | 'inspectionSummary'
  | 'inspectionSites'
  | 'inventoryItems'
  | 'inventorySites'
  | 'media';

export const readRoutes: Pick<Handlers, ReadName> = {
  async capabilities() {
    return ok({ calls: EXTRA_CALLS });
  },

  dashboardSummary: ({ caller, query, services }) =>
    fromView(services, caller, async (view, version, inScope) => {
      const now = services.now();
      const tags = await dashboardScaffoldTags(
        inScope,
        services,
        { customerId: caller.customerId, version },
        (siteId) => view.site(siteId)?.name,
        now,
      );
      return ok(dashboardSummaryAnswer(view, now, query.top_sites, tags));
    }),

  siteTonnage: ({ caller, query, services }) =>
    fromView(services, caller, (view) =>
      ok(siteTonnagePage(view, services.now(), query.page, query.page_size)),
    ),

  lowStock: ({ caller, query, services }) =>
    fromView(services, caller, (view) =>
      ok(lowStockPage(view, services.now(), query.page, query.page_size)),
    ),

  siteOverview: ({ caller, services }) =>
    fromView(services, caller, (view) => ok(siteOverviewAnswer(view, services.now()))),

  siteList: ({ caller, query, services }) =>
    fromView(services, caller, (view) => ok(siteListPage(view, query))),

  siteClients: ({ caller, query, services }) =>
    fromView(services, caller, (view) => ok(siteClientsPage(view, query, services.now()))),

  componentSearch: ({ caller, query, services }) =>
    withView(services, caller, async (view, tx) =>
      ok(
        await componentSearchRead(
          view,
          sqlSiteSource(tx, caller.customerId, services.keys),
          query.q,
          Math.min(query.limit, COMPONENT_SEARCH_MAX),
        ),
      ),
    ),

  moveDestinations: ({ caller, query, services }) =>
    withView(services, caller, async (view, tx) =>
      ok(
        await moveDestinationsRead(
          view,
          sqlSiteSource(tx, caller.customerId, services.keys),
          query,
        ),
      ),
    ),

  siteDetails: ({ caller, params, services }) =>
    withView(services, caller, async (view, tx) => {
      const answer = await siteDetailsRead(
        view,
        sqlSiteSource(tx, caller.customerId, services.keys),
        params.site_id,
      );
      // Another customer's site is not in the caller's view: it answers as an unknown one.
      if (!answer) throw forbidden();
      return ok(answer);
    }),

  siteInspections: ({ caller, params, query, services }) =>
    withView(services, caller, async (view, tx) => {
      const answer = await siteInspectionsRead(
        view,
        sqlSiteSource(tx, caller.customerId, services.keys),
        params.site_id,
        query.page,
        query.page_size,
      );
      if (!answer) throw forbidden();
      return ok(answer);
    }),

  inspectionDetails: ({ caller, params, request, services }) =>
    fromView(services, caller, async (view, version, inScope) => {
      // Kept per data version, as the view is: a write that changes the record (a signature
      // added later, a renamed site) moves the version, and the next read reads it again.
      const kept = await services.readModel.recentAt(
        caller.customerId,
        version,
        `inspection-details:${params.inspection_id}`,
        () =>
          inScope(async (tx) => {
            const answer = await inspectionDetailsRead(
              view,
              sqlSiteSource(tx, caller.customerId, services.keys),
              params.inspection_id,
            );
            if (!answer) return null;
            // Kept as its JSON's bytes, outside the JavaScript heap: thousands of answers held
            // and replaced as a whole object graph each would cost the collector on every read.
            const body = Buffer.from(JSON.stringify(answer));
            // A revision, not a final record: the client may still sign it through a link. Its
            // tag is the answer's own hash, so any change in it is a new tag.
            const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
            return { body, etag };
          }),
      );
      if (!kept) throw forbidden();
      const headers = { ETag: kept.etag, 'Cache-Control': 'private, no-cache' };
      if (matchesTag(request.headers['if-none-match'], kept.etag)) return { status: 304, headers };
      return { status: 200, headers, bytes: kept.body, contentType: JSON_CONTENT_TYPE };
    }),

  inspectionSummary: ({ caller, services }) =>
    fromView(services, caller, (view) => ok(inspectionSummaryAnswer(view, services.now()))),

  inspectionSites: ({ caller, query, services }) =>
    fromView(services, caller, (view) => ok(inspectionSitesPage(view, query, services.now()))),

  inventoryItems: ({ caller, query, services }) =>
    fromView(services, caller, (view) => {
      // Another customer's site, or none: refused alike (403), as the movement log does.
      if (query.site_id !== undefined && !view.site(query.site_id)) throw forbidden();
      return ok(inventoryItemsAnswer(view, query));
    }),

  inventorySites: ({ caller, query, services }) =>
    fromView(services, caller, (view) =>
      ok(inventorySitesPage(view, query.item, query.page, query.page_size)),
    ),

  media: mediaRoute,
};
