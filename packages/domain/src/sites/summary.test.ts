import { describe, expect, it } from 'vitest';
import { buildItem, buildSite, buildTree } from '../testing/builders';
import { clientFinancialSummary, dashboardSummary, siteManagementSummary } from './summary';

const now = new Date(2026, 2, 15);
const status = (code: string) => ({ code, name: code });

const tube = (id: number, quantity: number, allocated: number) =>
  buildItem({
    id,
    item: { id: 1, name: 'Steel Tube 6m', category: 'tube' },
    name: undefined,
    quantity,
    weight_in_kg: 25,
    financial_metrics: { daily_rate: 1, replacement_cost: 40, maintenance_cost: 2 },
    allocations: allocated ? [{ id, subarea_id: 1, quantity: allocated }] : [],
  });

const board = (id: number, quantity: number) =>
  buildItem({
    id,
    name: 'Board',
    quantity,
    weight_in_kg: undefined,
    weight: 20,
    financial_metrics: { daily_rate: 0.5, replacement_cost: 30, maintenance_cost: 1 },
  });

const sites = [
  buildSite({ id: 1, name: 'A', status: status('active'), inventory_items: [tube(11, 100, 90)] }),
  buildSite({
    id: 2,
    name: 'B',
    status: status('pending'),
    start_date: '2026-04-01',
    inventory_items: [board(21, 10)],
  }),
  buildSite({ id: 3, name: 'C', status: status('completed'), inventory_items: [tube(31, 10, 5)] }),
  ...[4, 5, 6, 7, 8, 9].map((id) => buildSite({ id, name: `S${id}`, status: status('active') })),
  ...[10, 11, 12, 13, 14, 15].map((id) =>
    buildSite({ id, name: `P${id}`, status: status('pending') }),
  ),
];
const tree = buildTree([
  { id: 1, sites: sites.slice(0, 8) },
  { id: 2, sites: sites.slice(8) },
]);

describe('dashboardSummary', () => {
  const summary = dashboardSummary(tree, now);

  it('totals tonnage, items and sites', () => {
    expect(summary.totalTonnageKg).toBe(100 * 25 + 10 * 20 + 10 * 25);
    expect(summary.totalItems).toBe(120);
    expect(summary.totalSites).toBe(15);
    expect(summary.activeSites).toBe(7);
  });

  it('lists low-stock items with site and item names', () => {
    expect(summary.lowStockItems).toEqual([
      {
        siteId: 1,
        siteName: 'A',
        itemId: 11,
        itemName: 'Steel Tube 6m',
        available: 10,
        quantity: 100,
      },
    ]);
  });

  it('breaks tonnage down by site and category, heaviest first', () => {
    expect(summary.tonnageBySite.slice(0, 3)).toEqual([
      { siteId: 1, siteName: 'A', tonnageKg: 2500 },
      { siteId: 3, siteName: 'C', tonnageKg: 250 },
      { siteId: 2, siteName: 'B', tonnageKg: 200 },
    ]);
    expect(summary.tonnageBySite).toHaveLength(15);
    expect(summary.tonnageByCategory).toEqual([
      { category: 'tube', tonnageKg: 2750 },
      { category: 'Uncategorised', tonnageKg: 200 },
    ]);
  });

  it('lists the first 5 active sites and the first 5 pending erections', () => {
    expect(summary.activeProjects.map((site) => site.id)).toEqual([1, 4, 5, 6, 7]);
    expect(summary.upcomingOperations).toHaveLength(5);
    expect(summary.upcomingOperations[0]).toEqual({
      siteId: 2,
      siteName: 'B',
      type: 'erection',
      status: 'pending',
      startDate: '2026-04-01',
    });
    expect(summary.upcomingOperations.map((operation) => operation.siteId)).toEqual([
      2, 10, 11, 12, 13,
    ]);
  });

  it('includes the financial summary over all items', () => {
    expect(summary.finance.monthlyRevenue).toBe((100 + 10 * 0.5 + 10) * 30);
  });

  it('is empty but finite for no customers', () => {
    const empty = dashboardSummary([], now);
    expect(empty).toMatchObject({
      totalTonnageKg: 0,
      totalSites: 0,
      lowStockItems: [],
      activeProjects: [],
    });
    expect(empty.finance.profitMargin).toBeNull();
  });
});

describe('siteManagementSummary', () => {
  it('gives the four cards', () => {
    expect(siteManagementSummary(sites, now)).toEqual({
      activeSites: 7,
      totalSites: 15,
      equipmentDeployed: 95,
      monthlyRevenue: 3450,
      utilizationRate: ((0.9 + 0 + 0.5) / 3) * 100,
    });
  });
});

describe('clientFinancialSummary', () => {
  it('sums the stock of the client’s sites only', () => {
    const client = tree[0]?.clients[1];
    expect(client && clientFinancialSummary(client, now).monthlyRevenue).toBe(0);
    const first = tree[0]?.clients[0];
    expect(first && clientFinancialSummary(first, now).monthlyRevenue).toBe(3450);
  });
});
