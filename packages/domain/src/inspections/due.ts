import { addDays, endOfDay } from 'date-fns';
import { parseDeadline } from '../dates';
import { INSPECTION_STATUS_CODES, type Site } from '../schemas';

type SiteDates = Pick<Site, 'last_inspection_date' | 'next_inspection_date' | 'inspection_due'>;

export const INSPECTION_STATUSES = INSPECTION_STATUS_CODES;
export type SiteInspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** Scaffolds are inspected at least every 7 days (PRODUCT.md "Due dates"). */
export const INSPECTION_INTERVAL_DAYS = 7;

/** The instant a site's next inspection is missed: next_inspection_date, else inspection_due. */
export function siteDueDate(site: SiteDates): Date | null {
  return parseDeadline(site.next_inspection_date) ?? parseDeadline(site.inspection_due);
}

/**
 * PRODUCT.md "Site inspection status" on instants: whether the site was ever inspected, the
 * instant its next inspection is missed (siteDueDate, ms) and now (ms). For callers that read a
 * site's dates once and judge them often (the server's pages of thousands of sites).
 */
export function inspectionStatusAt(
  inspected: boolean,
  dueMs: number | null,
  nowMs: number,
): SiteInspectionStatus {
  if (!inspected) return 'never-inspected';
  if (dueMs !== null && dueMs < nowMs) return 'overdue';
  return 'up-to-date';
}

/** PRODUCT.md "Site inspection status". */
export function siteInspectionStatus(site: SiteDates, now: Date): SiteInspectionStatus {
  return inspectionStatusAt(
    Boolean(site.last_inspection_date),
    siteDueDate(site)?.getTime() ?? null,
    now.getTime(),
  );
}

export interface DueSummary {
  /** due from now to the end of the 7th day from now, not overdue */
  dueThisWeek: number;
  /** due date before now */
  overdue: number;
}

/**
 * Due This Week and its overdue count from the sites' due dates (PRODUCT.md "Due dates"; the
 * original product fixed them at 0). The week runs to the end of the 7th calendar day, so a
 * site whose 'Next Due' shows a date 7 days ahead is counted whatever its time of day.
 */
export function dueSummary(sites: readonly SiteDates[], now: Date): DueSummary {
  return dueSummaryAt(
    sites.map((site) => siteDueDate(site)?.getTime() ?? null),
    now,
  );
}

/** The end of Due This Week's window at `now` (ms): the end of the 7th calendar day. */
export function dueWeekEnd(now: Date): number {
  return endOfDay(addDays(now, INSPECTION_INTERVAL_DAYS)).getTime();
}

/** dueSummary on the sites' due instants (siteDueDate, ms; null: none), read once. */
export function dueSummaryAt(dueTimes: Iterable<number | null>, now: Date): DueSummary {
  const nowMs = now.getTime();
  const weekEndMs = dueWeekEnd(now);
  let dueThisWeek = 0;
  let overdue = 0;
  for (const dueMs of dueTimes) {
    if (dueMs === null) continue;
    if (dueMs < nowMs) overdue += 1;
    else if (dueMs <= weekEndMs) dueThisWeek += 1;
  }
  return { dueThisWeek, overdue };
}

/** The date a new inspection sets as the site's next due date: 7 days later. */
export function nextInspectionDue(inspectedAt: Date): Date {
  return addDays(inspectedAt, INSPECTION_INTERVAL_DAYS);
}
