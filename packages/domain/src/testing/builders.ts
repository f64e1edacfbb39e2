// Test data builders for the server shapes. Not exported from the package index.
import type { CustomerNode, InventoryItem, Site } from '../schemas';

export function buildItem(overrides: Partial<InventoryItem> & { id: number }): InventoryItem {
  return {
    name: `Item ${overrides.id}`,
    quantity: 100,
    weight_in_kg: 10,
    financial_metrics: { replacement_cost: 50, daily_rate: 2, maintenance_cost: 5 },
    allocations: [],
    ...overrides,
  };
}

export function buildSite(overrides: Partial<Site> & { id: number }): Site {
  return {
    name: `Site ${overrides.id}`,
    status: { code: 'active', name: 'Active' },
    inspections: [],
    sublocations: [],
    inventory_items: [],
    ...overrides,
  };
}

export function buildTree(
  clients: { id: number; name?: string; sites: Site[] }[],
  customerId = 1,
): CustomerNode[] {
  return [
    {
      id: customerId,
      name: `Customer ${customerId}`,
      clients: clients.map((client) => ({
        id: client.id,
        name: client.name ?? `Client ${client.id}`,
        sites: client.sites,
      })),
    },
  ];
}
