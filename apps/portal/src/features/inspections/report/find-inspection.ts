import type { Id, Inspection, Site } from '@scaffold/domain';

export interface FoundInspection {
  inspection: Inspection;
  site: Site;
}

/** An inspection among the customer's sites (get_customer_inspections), with its site. */
export function findInspection(sites: readonly Site[], id: Id): FoundInspection | null {
  for (const site of sites) {
    const inspection = site.inspections.find((candidate) => candidate.id === id);
    if (inspection) return { inspection, site };
  }
  return null;
}
