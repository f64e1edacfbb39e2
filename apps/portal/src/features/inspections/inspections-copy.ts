/**
 * Words of the Inspections screen that PRODUCT.md "Messages" does not list (its own messages come from the
 * domain's MESSAGES). Kept in one place so the stories and e2e tests match the same text.
 */
export const INSPECTIONS_COPY = {
  title: 'Inspections',
  intro: 'Safety inspections of your scaffolds: results, what is due, and each site’s history.',
  metricsTitle: 'Inspection metrics',
  breakdownTitle: 'Status Breakdown',
  sitesTitle: 'Recent Inspections',
  /** PRODUCT.md "Messages": "only a warning that the token may be expired, then a retry". */
  loadRetrying: 'Loading failed: your session may have expired, retrying…',
  metricsFailed: 'The inspection metrics could not be loaded.',
  sitesFailed: 'The site inspections could not be loaded.',
  /** The Due This Week hint when the sites (and so their due dates) did not load. */
  retry: 'Retry',
  /** While the form's draft (or a refused inspection) is read from the device. */
  opening: 'Opening the inspection...',
  draftRestored: 'Your unsent entries for this site were restored.',
  draftSaved: 'Draft saved on this device.',
  discardDraft: 'Discard draft',
  discardTitle: 'Discard this draft?',
  discardQuestion:
    'Everything entered for this inspection, photos and signatures included, will be cleared. This cannot be undone.',
  keepEditing: 'Keep editing',
  noSites: 'No sites yet.',
  deepLinkMissing: 'The site in this link is not one of your sites.',
} as const;
