// Every route of the portal lives here once; screens build links from these, never from literals.
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  registerConfirmation: '/register-confirmation',
  pricing: '/pricing',
  forgotPassword: '/auth/forgot-password',
  dashboard: '/dashboard',
  inspections: '/dashboard/inspections',
  inspectionReport: '/dashboard/inspections/:inspectionId/report',
  sites: '/dashboard/sites',
  projects: '/dashboard/projects',
  inventory: '/dashboard/inventory',
  customers: '/dashboard/customers',
  timeline: '/dashboard/timeline',
  analytics: '/dashboard/analytics',
  settings: '/dashboard/settings',
  admin: '/admindashboard',
  preferences: '/preferences',
  // Scaffolds and their tags. The tag's and the signing link's pages are public and
  // short (the tag's is in every QR code).
  siteScaffolds: '/dashboard/sites/:siteId/scaffolds',
  tagSheet: '/dashboard/sites/:siteId/tags',
  handover: '/dashboard/scaffolds/:scaffoldId/handover',
  handoverCertificate: '/dashboard/handovers/:handoverId',
  tagStatus: '/t/:code',
  // Hire: a site's notes and off-hires, the drivers' notes, a note's printable docket.
  siteHire: '/hire/sites/:siteId',
  newDeliveryNote: '/hire/delivery/new',
  newCollectionNote: '/hire/collection/new',
  hireNote: '/hire/notes/:noteId',
  signing: '/sign/:token',
  // Hire: what clients owe for kit and scaffolds on site (docs/DECISIONS.md, "Hire").
  hireStatement: '/hire/statement',
} as const;

export type PortalPath = (typeof paths)[keyof typeof paths];

/** /dashboard/inspections with one site selected and expanded (deep link). */
export const inspectionsForSite = (siteId: number) => `${paths.inspections}?site=${siteId}`;

/** /dashboard/inventory with the stock and the movement log filtered to one site. */
export const inventoryForSite = (siteId: number) => `${paths.inventory}?site=${siteId}`;

/** The written report (Schedule 7) of one inspection. */
export const inspectionReportPath = (inspectionId: number) =>
  paths.inspectionReport.replace(':inspectionId', String(inspectionId));

/** /register carrying the plan chosen on /pricing. */
export const registerWithPlan = (planId: string) =>
  `${paths.register}?plan=${encodeURIComponent(planId)}`;

/** The public status page behind a tag's QR code. */
export const tagStatusPath = (code: string) =>
  paths.tagStatus.replace(':code', encodeURIComponent(code));

/** A site's scaffolds and their tags. */
export const siteScaffoldsPath = (siteId: number) =>
  paths.siteScaffolds.replace(':siteId', String(siteId));

/** A site's hire: its notes, off-hires, what is on hire. */
export const siteHirePath = (siteId: number) => paths.siteHire.replace(':siteId', String(siteId));

/** A new delivery or collection note for a site. */
export const newNotePath = (kind: 'delivery' | 'collection', siteId: number) =>
  `${kind === 'delivery' ? paths.newDeliveryNote : paths.newCollectionNote}?site=${siteId}`;

/** A new note of the same kind that corrects a signed one. */
export const correctNotePath = (kind: 'delivery' | 'collection', noteId: number) =>
  `${kind === 'delivery' ? paths.newDeliveryNote : paths.newCollectionNote}?corrects=${noteId}`;

/** A note's printable docket. */
export const hireNotePath = (noteId: number) => paths.hireNote.replace(':noteId', String(noteId));
