import {
  type CapabilityCallName,
  type ComponentSearchQuery,
  type ComponentSearchResponse,
  type DashboardSummaryQuery,
  type DashboardSummaryResponse,
  ENDPOINTS,
  type Endpoints,
  type Id,
  type InspectionDetailsResponse,
  type InspectionSitesQuery,
  type InspectionSitesResponse,
  type InspectionSummaryResponse,
  type InventoryItemsQuery,
  type InventoryItemsResponse,
  type InventorySitesQuery,
  type InventorySitesResponse,
  type LowStockResponse,
  type MoveDestinationsQuery,
  type MoveDestinationsResponse,
  parseMediaUrl,
  type SiteClientsQuery,
  type SiteClientsResponse,
  type SiteDetailsResponse,
  type SiteInspectionsQuery,
  type SiteInspectionsResponse,
  type SiteListQuery,
  type SiteListResponse,
  type SiteOverviewResponse,
  type SiteTonnageResponse,
} from '@scaffold/domain';
import type { z } from 'zod';
import { ApiError, ApiMalformedResponseError } from '../errors';
import { type CallOptions, type ReadAnswer, type Requests, readJson } from '../transport';
import { type CapabilitiesCalls, createCapabilitiesCalls } from './capabilities';

/** Page and page size of a paged read. */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** An image as the media call answers it. */
export interface MediaAnswer {
  blob: Blob;
  /** the answer's Content-Type, e.g. 'image/jpeg' */
  contentType: string;
  etag: string | null;
}

/** The reads shaped by the screens. A server may lack them: see getCapabilities. */
/** An inspection as read, with the revision the server named (its ETag), if any. */
export type InspectionDetailsRead = InspectionDetailsResponse & { etag?: string };

export interface ReadCalls extends CapabilitiesCalls {
  /** dashboardSummary: the Dashboard in one bounded answer. */
  getDashboardSummary(
    query?: DashboardSummaryQuery,
    options?: CallOptions,
  ): Promise<DashboardSummaryResponse>;
  /** siteTonnage: every site's tonnage, heaviest first, paged. */
  listSiteTonnage(query?: PageQuery, options?: CallOptions): Promise<SiteTonnageResponse>;
  /** lowStock: every site's low-stock items, least available first, paged. */
  listLowStock(query?: PageQuery, options?: CallOptions): Promise<LowStockResponse>;
  /** siteOverview: Site Management's counts and summary cards. */
  getSiteOverview(options?: CallOptions): Promise<SiteOverviewResponse>;
  /** siteList: site rows, filtered, sorted and paged. */
  listSites(query?: SiteListQuery, options?: CallOptions): Promise<SiteListResponse>;
  /** siteClients: the clients with their counts and Financial Summary, paged. */
  listSiteClients(query?: SiteClientsQuery, options?: CallOptions): Promise<SiteClientsResponse>;
  /** componentSearch: where a component sits (capped). */
  searchComponents(
    query: ComponentSearchQuery,
    options?: CallOptions,
  ): Promise<ComponentSearchResponse>;
  /** moveDestinations: sites stock may be moved to, with their subareas, paged. */
  listMoveDestinations(
    query?: MoveDestinationsQuery,
    options?: CallOptions,
  ): Promise<MoveDestinationsResponse>;
  /** siteDetails: one site in full but for its inspections. */
  getSiteDetails(siteId: Id, options?: CallOptions): Promise<SiteDetailsResponse>;
  /** siteInspections: a site's history, newest first, paged. */
  listSiteInspections(
    siteId: Id,
    query?: SiteInspectionsQuery,
    options?: CallOptions,
  ): Promise<SiteInspectionsResponse>;
  /**
   * inspectionDetails: one inspection in full, images as media URLs, with its revision (`etag`,
   * when the server sends one). Given the copy held (`held`, read with its etag), the server is
   * asked whether it is current (If-None-Match): a 304 answers that very copy.
   */
  getInspectionDetails(
    inspectionId: Id,
    options?: CallOptions & { held?: InspectionDetailsRead },
  ): Promise<InspectionDetailsRead>;
  /** inspectionSummary: the Inspections screen's figures. */
  getInspectionSummary(options?: CallOptions): Promise<InspectionSummaryResponse>;
  /** inspectionSites: Recent Inspections' site rows, paged. */
  listInspectionSites(
    query?: InspectionSitesQuery,
    options?: CallOptions,
  ): Promise<InspectionSitesResponse>;
  /** inventoryItems: stock by item across the sites, filtered, sorted and paged. */
  listInventoryItems(
    query?: InventoryItemsQuery,
    options?: CallOptions,
  ): Promise<InventoryItemsResponse>;
  /** inventorySites: the sites holding one item, paged. */
  listInventorySites(
    query: InventorySitesQuery,
    options?: CallOptions,
  ): Promise<InventorySitesResponse>;
  /**
   * media: a stored photo or signature by the URL a record names ('/api/media/12?key=…'). An
   * `<img src>` of the URL (resolved against the API's base) shows it as well: the key in it is
   * what authorises the read. The answer is immutable, so the browser's cache keeps it. A URL
   * that is not a media URL rejects with ApiError 403, as a wrong key does.
   */
  getMedia(url: string, options?: CallOptions): Promise<MediaAnswer>;
}

/** A query as a query string (no '?'): set values only, in the query's own key order. */
export function searchOf(query: object = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The reads answered with JSON (all but capabilities, which may be absent, and media). */
type JsonRead = Exclude<CapabilityCallName, 'capabilities' | 'media'>;

export function createReadCalls(requests: Requests): ReadCalls {
  /** A JSON read: its path parameters and query sent, its answer parsed by the contract. */
  const get = <N extends JsonRead>(
    endpoint: N,
    options: CallOptions | undefined,
    request: { params?: Record<string, string | number>; query?: object } = {},
  ): Promise<z.output<Endpoints[N]['success']['schema']>> =>
    requests.authenticated(
      { endpoint, params: request.params, search: searchOf(request.query) },
      // N's own schema: its output type, which TypeScript cannot follow through the union.
      readJson(ENDPOINTS[endpoint].success.schema) as ReadAnswer<
        z.output<Endpoints[N]['success']['schema']>
      >,
      options,
    );
  return {
    ...createCapabilitiesCalls(requests),
    getDashboardSummary: (query, options) => get('dashboardSummary', options, { query }),
    listSiteTonnage: (query, options) => get('siteTonnage', options, { query }),
    listLowStock: (query, options) => get('lowStock', options, { query }),
    getSiteOverview: (options) => get('siteOverview', options),
    listSites: (query, options) => get('siteList', options, { query }),
    listSiteClients: (query, options) => get('siteClients', options, { query }),
    searchComponents: (query, options) => get('componentSearch', options, { query }),
    listMoveDestinations: (query, options) => get('moveDestinations', options, { query }),
    getSiteDetails: (siteId, options) =>
      get('siteDetails', options, { params: { site_id: siteId } }),
    listSiteInspections: (siteId, query, options) =>
      get('siteInspections', options, { params: { site_id: siteId }, query }),
    getInspectionDetails: (inspectionId, options = {}) => {
      const { held, ...callOptions } = options;
      const tag = held?.etag;
      return requests.authenticated(
        {
          endpoint: 'inspectionDetails',
          params: { inspection_id: inspectionId },
          ...(tag && held ? { headers: { 'If-None-Match': tag }, notModified: true } : {}),
        },
        async (response, call): Promise<InspectionDetailsRead> => {
          if (response.status === 304 && held) return held;
          const answer = await readJson(ENDPOINTS.inspectionDetails.success.schema)(response, call);
          const etag = response.headers.get('ETag');
          return etag ? { ...answer, etag } : answer;
        },
        callOptions,
      );
    },
    getInspectionSummary: (options) => get('inspectionSummary', options),
    listInspectionSites: (query, options) => get('inspectionSites', options, { query }),
    listInventoryItems: (query, options) => get('inventoryItems', options, { query }),
    listInventorySites: (query, options) => get('inventorySites', options, { query }),
    getMedia: async (url, options) => {
      const named = parseMediaUrl(url);
      if (!named) throw new ApiError(403, { detail: 'Not a media URL.' });
      return requests.anonymous(
        {
          endpoint: 'media',
          params: { media_id: named.id },
          search: searchOf({ key: named.key }),
          headers: { Accept: 'image/*' },
        },
        async (response, call) => {
          const contentType = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? '';
          const known: readonly string[] = ENDPOINTS.media.success.media;
          if (!known.includes(contentType)) {
            throw new ApiMalformedResponseError(call, response.status, [
              {
                code: 'custom',
                message: `Not an image of a known type: '${contentType}'`,
                path: [],
                input: contentType,
              },
            ]);
          }
          const blob = await response.blob();
          return {
            blob: new Blob([blob], { type: contentType }),
            contentType,
            etag: response.headers.get('ETag'),
          };
        },
        options,
      );
    },
  };
}
