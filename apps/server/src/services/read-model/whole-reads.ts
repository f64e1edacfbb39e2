// The reads that need more than the slim view holds, still answered by the domain's builders: the
// few sites (or records) each needs are read whole from a SiteSource (SQL in the server, the whole
// tree in the tests) and the builder runs on a small tree of just those, or on the slim view with
// the page's missing parts put back.
import {
  type ComponentSearchResponse,
  type CustomerReads,
  componentSearchAnswer,
  customerReads,
  type Id,
  type Inspection,
  type InspectionDetailsResponse,
  type InspectionRow,
  inspectionDetailsAnswer,
  inspectionsNewestFirst,
  type MoveDestinationRow,
  moveDestinations,
  moveDestinationsPage,
  type Page,
  type Site,
  type SiteDetailsResponse,
  type Sublocation,
  siteDetailsAnswer,
  siteInspectionsPage,
  treeOfSites,
} from '@scaffold/domain';
import { componentSearchSites } from './component-sites';

/** Where the parts the slim view leaves out are read from. */
export interface SiteSource {
  /** Slim sites made whole: sublocation trees, items with every allocation. */
  wholeSites(sites: readonly Site[]): Promise<Site[]>;
  /** The sites' sublocations and subareas (no allocations needed). */
  sublocations(siteIds: readonly Id[]): Promise<Map<Id, Sublocation[]>>;
  /** Every inspection of a site: its id and created_at (what its history is ordered by). */
  historyKeys(siteId: Id): Promise<Pick<Inspection, 'id' | 'created_at'>[]>;
  /** Inspections by id as sent (images by signed URL), with their site. */
  inspections(ids: readonly Id[]): Promise<{ siteId: Id; inspection: Inspection }[]>;
  /** The tag numbers of a site's scaffolds, by scaffold id. */
  tagNumbers(siteId: Id): Promise<Map<Id, string>>;
}

const customerOf = (view: CustomerReads) => {
  const [customer] = view.customers;
  return { id: customer?.id ?? 0, name: customer?.name ?? '' };
};

/** A view of just these sites (in the order given, which is the tree's). */
const smallView = (view: CustomerReads, sites: readonly Site[]) =>
  customerReads(treeOfSites(sites, customerOf(view)));

export async function componentSearchRead(
  view: CustomerReads,
  source: SiteSource,
  query: string,
  limit: number,
): Promise<ComponentSearchResponse> {
  const needed = componentSearchSites(view, query, limit).map((index) => view.sites[index] as Site);
  const whole = await source.wholeSites(needed);
  return componentSearchAnswer(smallView(view, whole), query, limit);
}

/**
 * moveDestinationsPage on the slim view (its stand-in sublocations keep and order the right
 * sites), then the page's rows given their real sublocations and subareas.
 */
export async function moveDestinationsRead(
  view: CustomerReads,
  source: SiteSource,
  filter: { search?: string | undefined; page: number; page_size: number },
): Promise<Page<MoveDestinationRow>> {
  const page = moveDestinationsPage(view, filter);
  const ids = page.results.map((row) => row.id);
  const places = await source.sublocations(ids);
  const pageSites = ids.flatMap((id) => {
    const site = view.site(id);
    return site ? [{ ...site, sublocations: places.get(id) ?? [] }] : [];
  });
  const real = new Map(
    moveDestinations(treeOfSites(pageSites, customerOf(view))).map((row) => [row.id, row]),
  );
  return {
    ...page,
    results: page.results.map((row) => ({
      ...row,
      sublocations: real.get(row.id)?.sublocations ?? [],
    })),
  };
}

export async function siteDetailsRead(
  view: CustomerReads,
  source: SiteSource,
  siteId: Id,
): Promise<SiteDetailsResponse | null> {
  const site = view.site(siteId);
  if (!site) return null;
  const whole = await source.wholeSites([site]);
  return siteDetailsAnswer(smallView(view, whole), siteId);
}

/**
 * A page of a site's history: ordered by every inspection's id and created_at (what
 * inspectionsNewestFirst reads), only the page's records read whole. The builder sees the others
 * as their keys alone; it reads no more of them than the order.
 */
export async function siteInspectionsRead(
  view: CustomerReads,
  source: SiteSource,
  siteId: Id,
  page: number,
  pageSize: number,
): Promise<Page<InspectionRow> | null> {
  const site = view.site(siteId);
  if (!site) return null;
  const keys = await source.historyKeys(siteId);
  const onPage = inspectionsNewestFirst(keys)
    .slice((page - 1) * pageSize, page * pageSize)
    .map((key) => key.id);
  const records = new Map(
    (await source.inspections(onPage)).map(({ inspection }) => [inspection.id, inspection]),
  );
  const history = keys.map((key) => records.get(key.id) ?? (key as Inspection));
  const tags = [...records.values()].some((record) => record.scaffold_id != null)
    ? await source.tagNumbers(siteId)
    : new Map<Id, string>();
  return siteInspectionsPage(
    smallView(view, [{ ...site, inspections: history }]),
    siteId,
    page,
    pageSize,
    (scaffoldId) => tags.get(scaffoldId),
  );
}

export async function inspectionDetailsRead(
  view: CustomerReads,
  source: SiteSource,
  inspectionId: Id,
): Promise<InspectionDetailsResponse | null> {
  const [found] = await source.inspections([inspectionId]);
  const site = found ? view.site(found.siteId) : undefined;
  if (!found || !site) return null;
  return inspectionDetailsAnswer(
    smallView(view, [{ ...site, inspections: [found.inspection] }]),
    inspectionId,
  );
}
