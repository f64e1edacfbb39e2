export {
  type AddSiteFormValues,
  addSiteSchema,
  END_BEFORE_START_MESSAGE,
  emptyAddSiteForm,
  INVALID_DATE_MESSAGE,
  NEW_SITE_DEFAULTS,
  type NewSite,
} from './add-site';
export { MARGIN_BAND_LABELS, marginBandTone } from './margin-tone';
export {
  buildComponentIndex,
  COMPONENT_SEARCH_LIMIT,
  type ComponentIndex,
  type ComponentMatch,
  searchComponents,
} from './search';
export { itemDisplayName, managerName, siteLocation, siteStatusTone } from './site-details';
export {
  type CategoryTonnage,
  clientFinancialSummary,
  DASHBOARD_LIST_LENGTH,
  type DashboardSummary,
  dashboardSummary,
  type LowStockEntry,
  type SiteManagementSummary,
  type SiteTonnage,
  siteItems,
  siteManagementSummary,
  type UpcomingOperation,
} from './summary';
export {
  type AllocationRow,
  allocationRows,
  allSites,
  filterSites,
  type MoveDestinationSite,
  moveDestinations,
  type SiteFilter,
  type StatusCounts,
  type StatusFilter,
  siteTonnageKg,
  sortSitesByStartDateDesc,
  statusCounts,
  unitWeightKg,
} from './tree';
