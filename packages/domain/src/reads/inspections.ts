// The Inspections screen's reads: its figures (inspectionMetrics, dueSummary), the site rows,
// a site's history, and one inspection in full. The rules are due.ts's and metrics.ts's; the
// sites' due instants are read once per view and judged at the caller's `now`.

import { parseMediaUrl } from '../api/media';
import { dueWeekEnd, inspectionStatusAt, type SiteInspectionStatus } from '../inspections/due';
import { inspectionDetailCategories, inspectionsNewestFirst } from '../inspections/history';
import { inspectionMetrics } from '../inspections/metrics';
import { notesPreview } from '../inspections/result';
import type { Id } from '../schemas/common';
import type { Inspection } from '../schemas/inspection';
import {
  type InspectionDetailsResponse,
  type InspectionRow,
  type InspectionSiteRow,
  type InspectionSitesFilter,
  type InspectionSitesResponse,
  ROW_PHOTOS_MAX,
} from '../schemas/inspection-reads';
import { type Page, pageOf } from '../schemas/paging';
import type { Site } from '../schemas/site';
import type { InspectionSummaryResponse } from '../schemas/summaries';
import { siteLocation } from '../sites/site-details';
import { countBelow } from './id-index';
import {
  type CustomerReads,
  clientOfSite,
  dueTimes,
  holds,
  sitePlace,
  sitesByName,
  sortedOnce,
} from './view';

/**
 * The sites' due instants ascending (every site's, and the inspected sites'), and how many sites
 * were never inspected, once per view: then what is due or overdue at any `now` is counted by
 * two binary searches, not a walk of every site (dueSummaryAt and inspectionStatusAt's rules).
 */
function dueOrder(view: CustomerReads) {
  return view.memo('due-order', () => {
    const due = dueTimes(view);
    const every: number[] = [];
    const inspected: number[] = [];
    let neverInspected = 0;
    view.sites.forEach((site, index) => {
      const dueMs = due[index] ?? null;
      const wasInspected = Boolean(site.last_inspection_date);
      if (!wasInspected) neverInspected += 1;
      // An instant compares false with anything when it is not a number: counted nowhere.
      if (dueMs === null || Number.isNaN(dueMs)) return;
      every.push(dueMs);
      if (wasInspected) inspected.push(dueMs);
    });
    const ascending = (values: number[]) => Float64Array.from(values).sort();
    return { every: ascending(every), inspected: ascending(inspected), neverInspected };
  });
}

/** The inspectionSummary answer: metrics over every inspection, due counts at `now`. */
export function inspectionSummaryAnswer(view: CustomerReads, now: Date): InspectionSummaryResponse {
  const metrics = view.memo('inspection-metrics', () =>
    inspectionMetrics(view.sites.flatMap((site) => site.inspections)),
  );
  const order = dueOrder(view);
  const nowMs = now.getTime();
  const overdue = countBelow(order.every, nowMs);
  const due = {
    overdue,
    dueThisWeek: Math.max(0, countBelow(order.every, dueWeekEnd(now), true) - overdue),
  };
  // inspectionStatusAt: never inspected; overdue when due before now; up to date otherwise.
  const overdueSites = countBelow(order.inspected, nowMs);
  const site_statuses = {
    'never-inspected': order.neverInspected,
    overdue: overdueSites,
    'up-to-date': view.sites.length - order.neverInspected - overdueSites,
  };
  return {
    metrics: {
      total: metrics.total,
      passed: metrics.passed,
      failed: metrics.failed,
      requires_attention: metrics.requiresAttention,
      pass_rate: metrics.passRate,
      completion_rate: metrics.completionRate,
    },
    due: { due_this_week: due.dueThisWeek, overdue: due.overdue },
    site_statuses,
    computed_at: now.toISOString(),
  };
}

function inspectionSiteRow(site: Site, status: SiteInspectionStatus): InspectionSiteRow {
  // sitePlace's fields written out, as siteRow does (a spread costs tens of times a literal).
  return {
    id: site.id,
    name: site.name,
    location: site.location ?? null,
    city: site.city ?? null,
    state: site.state ?? null,
    status: site.status,
    last_inspection_date: site.last_inspection_date ?? null,
    next_inspection_date: site.next_inspection_date ?? null,
    inspection_due: site.inspection_due ?? null,
    inspection_status: status,
    inspection_count: site.inspections.length,
  };
}

/**
 * A page of Recent Inspections' site rows: searched (name or location), one status or one
 * site, by name or by next due date (soonest first, none last); ties by site id.
 */
export function inspectionSitesPage(
  view: CustomerReads,
  filter: InspectionSitesFilter,
  now: Date,
): InspectionSitesResponse {
  const due = dueTimes(view);
  const dueOf = (site: Site) => due[view.sitePosition(site.id)] ?? null;
  const sorted =
    filter.sort === 'next_due'
      ? sortedOnce(
          view,
          'inspection-sites:next_due',
          () => view.sites,
          (a, b) => {
            const da = dueOf(a);
            const db = dueOf(b);
            if (da === null || db === null) return da === db ? a.id - b.id : da === null ? 1 : -1;
            return da - db || a.id - b.id;
          },
        )
      : sitesByName(view);
  const nowMs = now.getTime();
  const statusOf = (site: Site) =>
    inspectionStatusAt(Boolean(site.last_inspection_date), dueOf(site), nowMs);
  const needle = filter.search?.toLowerCase();
  const unfiltered =
    filter.site_id === undefined && !needle && filter.inspection_status === undefined;
  const kept = unfiltered
    ? sorted
    : sorted.filter(
        (site) =>
          (filter.site_id === undefined || site.id === filter.site_id) &&
          (!needle || holds(site.name, needle) || holds(siteLocation(site), needle)) &&
          (filter.inspection_status === undefined || statusOf(site) === filter.inspection_status),
      );
  const page = pageOf(kept, filter.page, filter.page_size);
  return {
    ...page,
    results: page.results.map((site) => inspectionSiteRow(site, statusOf(site))),
    computed_at: now.toISOString(),
  };
}

/**
 * A page of a site's history, newest first, or null when the tree has no such site. `tagOf` gives
 * a scaffold's tag number (a server that keeps scaffolds); a row names its scaffold when known.
 */
export function siteInspectionsPage(
  view: CustomerReads,
  siteId: Id,
  page: number,
  pageSize: number,
  tagOf: (scaffoldId: Id) => string | undefined = () => undefined,
): Page<InspectionRow> | null {
  const site = view.site(siteId);
  if (!site) return null;
  const history = view.memo(`history:${siteId}`, () => inspectionsNewestFirst(site.inspections));
  const found = pageOf(history, page, pageSize);
  return {
    ...found,
    results: found.results.map((inspection) => inspectionRowOf(inspection, tagOf)),
  };
}

/** The first photos an inspection's details show, when they are media URLs (not data URLs). */
export function rowPhotos(inspection: Pick<Inspection, 'items' | 'photos'>): string[] {
  if (inspection.photos.length === 0) return [];
  return inspectionDetailCategories(inspection)
    .flatMap((category) => category.items.flatMap((item) => item.photos))
    .filter((photo) => parseMediaUrl(photo) !== null)
    .slice(0, ROW_PHOTOS_MAX);
}

/** An inspection as a site's history lists it; `tagOf` gives its scaffold's tag number. */
export function inspectionRowOf(
  inspection: Inspection,
  tagOf: (scaffoldId: Id) => string | undefined,
): InspectionRow {
  const photos = rowPhotos(inspection);
  return {
    id: inspection.id,
    passed: inspection.passed ?? null,
    created_at: inspection.created_at,
    updated_at: inspection.updated_at ?? null,
    completed_at: inspection.completed_at ?? null,
    notes_preview: notesPreview(inspection.notes),
    scaffold: scaffoldOf(inspection.scaffold_id, tagOf),
    ...(photos.length > 0 && { photos }),
  };
}

function scaffoldOf(
  scaffoldId: Id | null | undefined,
  tagOf: (scaffoldId: Id) => string | undefined,
): InspectionRow['scaffold'] {
  if (scaffoldId == null) return null;
  const tag = tagOf(scaffoldId);
  return tag === undefined ? null : { id: scaffoldId, tag_number: tag };
}

/** The inspectionDetails answer, or null when the tree has no such inspection. */
export function inspectionDetailsAnswer(
  view: CustomerReads,
  inspectionId: Id,
): InspectionDetailsResponse | null {
  const found = view.inspection(inspectionId);
  if (!found) return null;
  const { site } = found;
  const customer = view.customers.find((candidate) =>
    candidate.clients.some((entry) => entry.id === site.client?.id),
  );
  return {
    ...(customer ? { customer: { id: customer.id, name: customer.name } } : {}),
    inspection: found.inspection,
    site: { ...sitePlace(site), client: clientOfSite(view, site) },
  };
}
