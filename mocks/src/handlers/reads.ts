// The reads shaped by the screens, answered with the domain's answer builders over the
// caller's customer tree. A tree is read into a view once per version of the data (the database
// replaces a customer's node on every change), so a page of 75,000 sites filters a list already
// sorted instead of sorting the firm again, and nothing is copied per request.
import {
  COMPONENT_SEARCH_MAX,
  type CustomerNode,
  type CustomerReads,
  componentSearchAnswer,
  customerReads,
  dashboardSummaryAnswer,
  ENDPOINT_NAMES,
  ENDPOINTS,
  type Id,
  inspectionDetailsAnswer,
  inspectionSitesPage,
  inspectionSummaryAnswer,
  inventoryItemsAnswer,
  inventorySitesPage,
  lowStockPage,
  moveDestinationsPage,
  SPEC_CALLS,
  scaffoldTagCounts,
  siteClientsPage,
  siteDetailsAnswer,
  siteInspectionsPage,
  siteListPage,
  siteOverviewAnswer,
  siteTonnagePage,
  tagStatus,
} from '@scaffold/domain';
import { HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { mockNow } from '../db/clock';
import { currentState, findSite } from '../db/database';
import { findImage, imageOf } from '../db/media';
import type { UserRecord } from '../db/state';
import { visibleCustomer } from './customers';
import { contentHash } from './idempotent';
import {
  authenticate,
  customerIdParam,
  describeIssues,
  forbidden,
  has,
  problem,
  type RouteContext,
  route,
  type ScenarioSource,
} from './respond';
import { tagFacts } from './scaffold-view';

const views = new WeakMap<CustomerNode, CustomerReads>();

/** The Dashboard's tags: the customer's scaffolds on the sites of its view, by status at `now`. */
function tagCountsOf(user: UserRecord, view: CustomerReads, now: Date) {
  const state = currentState();
  const standing = state.scaffolds
    .filter((record) => record.customer_id === user.customer_id && record.life !== 'struck')
    .map((record) => ({ ...record, status: tagStatus(tagFacts(state, record), now) }));
  return scaffoldTagCounts(standing, (siteId) => view.site(siteId)?.name);
}

/** The view of a customer's tree, built once per version of it. */
function viewOf(customer: CustomerNode): CustomerReads {
  let view = views.get(customer);
  if (!view) {
    view = customerReads([customer]);
    views.set(customer, view);
  }
  return view;
}

interface Reader {
  user: UserRecord;
  view: CustomerReads;
}

/** The caller and their customer's view, after the token is checked. */
function reader({
  request,
  scenarios,
}: RouteContext): { ok: true; value: Reader } | { ok: false; response: Response } {
  const auth = authenticate(request, scenarios);
  if (!auth.ok) return auth;
  const customer = visibleCustomer(auth.user.customer_id, has(scenarios, 'empty-data'));
  const empty = { id: auth.user.customer_id, name: '', clients: [] };
  return { ok: true, value: { user: auth.user, view: viewOf(customer ?? empty) } };
}

/** The query string read by a schema of the contract; a 400 naming the parameter otherwise. */
function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
): { ok: true; value: z.output<S> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams.entries()));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, response: problem(400, describeIssues(parsed.error)) };
}

/** A GET read: the caller's view and its query parsed, then the answer as JSON. */
function read<S extends z.ZodType>(
  schema: S,
  answer: (reader: Reader, query: z.output<S>, context: RouteContext) => JsonBodyType | Response,
) {
  return (context: RouteContext) => {
    const caller = reader(context);
    if (!caller.ok) return caller.response;
    const query = parseQuery(context.request, schema);
    if (!query.ok) return query.response;
    const body = answer(caller.value, query.value, context);
    return body instanceof Response ? body : HttpResponse.json(body);
  };
}

/** The query of a read that takes none: anything in it is ignored. */
const NO_QUERY = z.object({});

/** A whole-number id from the path; null (a 404) for anything else. */
function pathId(value: string | readonly string[] | undefined): Id | null {
  const id = customerIdParam(value);
  return Number.isSafeInteger(id) ? id : null;
}

const notANumber = (what: string) => problem(404, `The ${what} id is not a whole number.`);

/**
 * Builds every customer's view and what the screens' first reads derive from it (sorted lists,
 * indexes, summaries), so a server at 1,000× answers its first visitors as fast as the rest:
 * about 3 s at start instead of up to a second on each first read.
 */
export function warmReads(): void {
  const now = mockNow();
  for (const customer of currentState().customers) {
    const view = viewOf(customer);
    const page = { page: 1, page_size: 1 };
    dashboardSummaryAnswer(view, now);
    siteOverviewAnswer(view, now);
    for (const sort of ['start_date_desc', 'start_date_asc', 'name'] as const) {
      siteListPage(view, { ...page, sort });
    }
    siteClientsPage(view, page, now);
    componentSearchAnswer(view, 'a', 1);
    moveDestinationsPage(view, page);
    inspectionSummaryAnswer(view, now);
    for (const sort of ['name', 'next_due'] as const)
      inspectionSitesPage(view, { ...page, sort }, now);
    inventoryItemsAnswer(view, { ...page, sort: 'name' });
    view.inspection(0);
  }
}

/** The calls this server has beyond PRODUCT.md "The base calls", as capabilities answers them. */
export const EXTRA_CALLS = ENDPOINT_NAMES.filter(
  (name) => !(SPEC_CALLS as readonly string[]).includes(name),
);

/** Decoded images, by ETag: a photo is decoded once, not on every request for it. */
const decoded = new Map<string, ReturnType<typeof imageOf>>();
const DECODED_KEPT = 200;

function imageBytes(etag: string, dataUrl: string) {
  let image = decoded.get(etag);
  if (image === undefined) {
    image = imageOf(dataUrl);
    if (decoded.size >= DECODED_KEPT) decoded.delete(decoded.keys().next().value as string);
    decoded.set(etag, image);
  }
  return image;
}

/** A stored image never changes: kept a year, never revalidated; the ETag answers a check. */
const IMAGE_HEADERS = {
  'Cache-Control': 'private, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened on its own runs nothing.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

const matchesTag = (header: string | null, etag: string) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

export function readHandlers(source: ScenarioSource) {
  return [
    route('capabilities', () => HttpResponse.json({ calls: EXTRA_CALLS }), source),

    route(
      'dashboardSummary',
      read(ENDPOINTS.dashboardSummary.query, ({ user, view }, query) => {
        const now = mockNow();
        return dashboardSummaryAnswer(view, now, query.top_sites, tagCountsOf(user, view, now));
      }),
      source,
    ),

    route(
      'siteTonnage',
      read(ENDPOINTS.siteTonnage.query, ({ view }, query) =>
        siteTonnagePage(view, mockNow(), query.page, query.page_size),
      ),
      source,
    ),

    route(
      'lowStock',
      read(ENDPOINTS.lowStock.query, ({ view }, query) =>
        lowStockPage(view, mockNow(), query.page, query.page_size),
      ),
      source,
    ),

    route(
      'siteOverview',
      read(NO_QUERY, ({ view }) => siteOverviewAnswer(view, mockNow())),
      source,
    ),

    route(
      'siteList',
      read(ENDPOINTS.siteList.query, ({ view }, query) => siteListPage(view, query)),
      source,
    ),

    route(
      'siteClients',
      read(ENDPOINTS.siteClients.query, ({ view }, query) =>
        siteClientsPage(view, query, mockNow()),
      ),
      source,
    ),

    route(
      'componentSearch',
      read(ENDPOINTS.componentSearch.query, ({ view }, query) =>
        componentSearchAnswer(view, query.q, Math.min(query.limit, COMPONENT_SEARCH_MAX)),
      ),
      source,
    ),

    route(
      'moveDestinations',
      read(ENDPOINTS.moveDestinations.query, ({ view }, query) =>
        moveDestinationsPage(view, query),
      ),
      source,
    ),

    route(
      'siteDetails',
      read(NO_QUERY, ({ view }, _query, { params }) => {
        const siteId = pathId(params.site_id);
        if (siteId === null) return notANumber('site');
        // Another customer's site is not in the caller's view: it answers as an unknown one.
        return siteDetailsAnswer(view, siteId) ?? forbidden();
      }),
      source,
    ),

    route(
      'siteInspections',
      read(ENDPOINTS.siteInspections.query, ({ view }, query, { params }) => {
        const siteId = pathId(params.site_id);
        if (siteId === null) return notANumber('site');
        const { scaffolds } = currentState();
        const tagOf = (scaffoldId: Id) =>
          scaffolds.find((record) => record.id === scaffoldId && record.site_id === siteId)
            ?.tag_number;
        return siteInspectionsPage(view, siteId, query.page, query.page_size, tagOf) ?? forbidden();
      }),
      source,
    ),

    route(
      'inspectionDetails',
      read(NO_QUERY, ({ view }, _query, { params, request }) => {
        const inspectionId = pathId(params.inspection_id);
        if (inspectionId === null) return notANumber('inspection');
        const answer = inspectionDetailsAnswer(view, inspectionId);
        if (!answer) return forbidden();
        // A revision, not a final record: the client may still sign it through a link.
        const etag = `"${contentHash(answer)}"`;
        const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
        if (matchesTag(request.headers.get('If-None-Match'), etag)) {
          return new HttpResponse(null, { status: 304, headers });
        }
        return HttpResponse.json(answer, { headers });
      }),
      source,
    ),

    route(
      'inspectionSummary',
      read(NO_QUERY, ({ view }) => inspectionSummaryAnswer(view, mockNow())),
      source,
    ),

    route(
      'inspectionSites',
      read(ENDPOINTS.inspectionSites.query, ({ view }, query) =>
        inspectionSitesPage(view, query, mockNow()),
      ),
      source,
    ),

    route(
      'inventoryItems',
      read(ENDPOINTS.inventoryItems.query, ({ user, view }, query) => {
        if (query.site_id !== undefined) {
          const found = findSite(query.site_id);
          // Another customer's site, or none: refused alike (403), as the movement log does.
          if (!found || found.customerId !== user.customer_id) return forbidden();
        }
        return inventoryItemsAnswer(view, query);
      }),
      source,
    ),

    route(
      'inventorySites',
      read(ENDPOINTS.inventorySites.query, ({ view }, query) =>
        inventorySitesPage(view, query.item, query.page, query.page_size),
      ),
      source,
    ),

    route(
      'media',
      ({ request, params }) => {
        const mediaId = pathId(params.media_id);
        if (mediaId === null) return notANumber('media');
        const query = parseQuery(request, ENDPOINTS.media.query);
        const key = query.ok ? query.value.key : undefined;
        const found = findImage(currentState(), mediaId);
        // No key, another image's, or no such image: refused alike, so nothing can be probed.
        if (!found || !key || key !== found.record.key) return forbidden();
        const etag = `"${found.etag}"`;
        if (matchesTag(request.headers.get('If-None-Match'), etag)) {
          return new HttpResponse(null, { status: 304, headers: { ...IMAGE_HEADERS, ETag: etag } });
        }
        const image = imageBytes(found.etag, found.dataUrl);
        if (!image) return forbidden();
        return new HttpResponse(image.bytes.slice().buffer, {
          status: 200,
          headers: {
            ...IMAGE_HEADERS,
            ETag: etag,
            'Content-Type': image.type,
            'Content-Length': String(image.bytes.byteLength),
          },
        });
      },
      source,
    ),
  ];
}
