import type { Id, StatusFilter } from '@scaffold/domain';

export interface SiteFilters {
  status: StatusFilter;
  /** 'all' is All Clients */
  clientId: Id | 'all';
}

/**
 * The filters to show a site a search result points at: unchanged when it is already listed,
 * otherwise the filter hiding it is cleared (a search result must never lead nowhere).
 */
export function filtersRevealing(
  filters: SiteFilters,
  siteStatus: string,
  clientId: Id,
): SiteFilters {
  const status = filters.status === 'all' || filters.status === siteStatus ? filters.status : 'all';
  const client =
    filters.clientId === 'all' || filters.clientId === clientId ? filters.clientId : 'all';
  return status === filters.status && client === filters.clientId
    ? filters
    : { status, clientId: client };
}

/** The DOM id of a site's row, so a search result can scroll to it. */
export const siteRowId = (siteId: Id) => `site-${siteId}`;
/** The DOM id of a subarea inside an expanded site's Stock Allocation panel. */
export const subareaRowId = (siteId: Id, subareaId: Id) => `site-${siteId}-subarea-${subareaId}`;
