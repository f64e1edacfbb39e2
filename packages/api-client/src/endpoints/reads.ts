import {
  type CapabilitiesResponse,
  type ComponentSearchQuery,
  type ComponentSearchResponse,
  type DashboardSummaryQuery,
  type DashboardSummaryResponse,
  ENDPOINTS,
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
import { ApiError, ApiMalformedResponseError } from '../errors';
import { type CallOptions, type Requests, readJson } from '../transport';

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

/** The reads shaped by the screens (issue 28). A server may lack them: see getCapabilities. */
export interface ReadCalls {
  /**
   * capabilities: the calls the server has beyond the spec's. `null` when the server has no
   * such call (a 404): a server with only SPEC section 7's calls. Other failures reject.
   */
  getCapabilities(options?: CallOptions): Promise<CapabilitiesResponse | null>;
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
  /** inspectionDetails: one inspection in full, images as media URLs. */
  getInspectionDetails(inspectionId: Id, options?: CallOptions): Promise<InspectionDetailsResponse>;
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
   * media: a stored photo or signature by its id (mediaIdOf reads it from a media URL). Send
   * the authorization header as every call does; the answer is immutable, so the browser's
   * cache keeps it.
   */
  getMedia(mediaId: Id, options?: CallOptions): Promise<MediaAnswer>;
}

/** A query as a query string (no '?'): set values only, in the query's own key order. */
export function searchOf(query: object = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export function createReadCalls(requests: Requests): ReadCalls {
  return {
    getCapabilities: async (options) => {
      try {
        return await requests.anonymous(
          { endpoint: 'capabilities' },
          readJson(ENDPOINTS.capabilities.success.schema),
          options,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    getDashboardSummary: (query, options) =>
      requests.authenticated(
        { endpoint: 'dashboardSummary', search: searchOf(query) },
        readJson(ENDPOINTS.dashboardSummary.success.schema),
        options,
      ),
    listSiteTonnage: (query, options) =>
      requests.authenticated(
        { endpoint: 'siteTonnage', search: searchOf(query) },
        readJson(ENDPOINTS.siteTonnage.success.schema),
        options,
      ),
    listLowStock: (query, options) =>
      requests.authenticated(
        { endpoint: 'lowStock', search: searchOf(query) },
        readJson(ENDPOINTS.lowStock.success.schema),
        options,
      ),
    getSiteOverview: (options) =>
      requests.authenticated(
        { endpoint: 'siteOverview' },
        readJson(ENDPOINTS.siteOverview.success.schema),
        options,
      ),
    listSites: (query, options) =>
      requests.authenticated(
        { endpoint: 'siteList', search: searchOf(query) },
        readJson(ENDPOINTS.siteList.success.schema),
        options,
      ),
    listSiteClients: (query, options) =>
      requests.authenticated(
        { endpoint: 'siteClients', search: searchOf(query) },
        readJson(ENDPOINTS.siteClients.success.schema),
        options,
      ),
    searchComponents: (query, options) =>
      requests.authenticated(
        { endpoint: 'componentSearch', search: searchOf(query) },
        readJson(ENDPOINTS.componentSearch.success.schema),
        options,
      ),
    listMoveDestinations: (query, options) =>
      requests.authenticated(
        { endpoint: 'moveDestinations', search: searchOf(query) },
        readJson(ENDPOINTS.moveDestinations.success.schema),
        options,
      ),
    getSiteDetails: (siteId, options) =>
      requests.authenticated(
        { endpoint: 'siteDetails', params: { site_id: siteId } },
        readJson(ENDPOINTS.siteDetails.success.schema),
        options,
      ),
    listSiteInspections: (siteId, query, options) =>
      requests.authenticated(
        { endpoint: 'siteInspections', params: { site_id: siteId }, search: searchOf(query) },
        readJson(ENDPOINTS.siteInspections.success.schema),
        options,
      ),
    getInspectionDetails: (inspectionId, options) =>
      requests.authenticated(
        { endpoint: 'inspectionDetails', params: { inspection_id: inspectionId } },
        readJson(ENDPOINTS.inspectionDetails.success.schema),
        options,
      ),
    getInspectionSummary: (options) =>
      requests.authenticated(
        { endpoint: 'inspectionSummary' },
        readJson(ENDPOINTS.inspectionSummary.success.schema),
        options,
      ),
    listInspectionSites: (query, options) =>
      requests.authenticated(
        { endpoint: 'inspectionSites', search: searchOf(query) },
        readJson(ENDPOINTS.inspectionSites.success.schema),
        options,
      ),
    listInventoryItems: (query, options) =>
      requests.authenticated(
        { endpoint: 'inventoryItems', search: searchOf(query) },
        readJson(ENDPOINTS.inventoryItems.success.schema),
        options,
      ),
    listInventorySites: (query, options) =>
      requests.authenticated(
        { endpoint: 'inventorySites', search: searchOf(query) },
        readJson(ENDPOINTS.inventorySites.success.schema),
        options,
      ),
    getMedia: (mediaId, options) =>
      requests.authenticated(
        { endpoint: 'media', params: { media_id: mediaId }, headers: { Accept: 'image/*' } },
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
      ),
  };
}
