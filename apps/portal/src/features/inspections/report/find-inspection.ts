import type { CustomerNode, Id, Inspection, Site } from '@scaffold/domain';

export interface FoundInspection {
  inspection: Inspection;
  site: Site;
  firmName: string;
}

/** An inspection of the customer's tree with its site (and client) and the firm's name. */
export function findInspection(customers: readonly CustomerNode[], id: Id): FoundInspection | null {
  for (const customer of customers) {
    for (const client of customer.clients) {
      for (const site of client.sites) {
        const inspection = site.inspections.find((candidate) => candidate.id === id);
        if (inspection) {
          return {
            inspection,
            site: {
              ...site,
              client: site.client ?? { id: client.id, name: client.name, address: client.address },
            },
            firmName: customer.name,
          };
        }
      }
    }
  }
  return null;
}
