import { describe, expect, it } from 'vitest';
import type { StockMovement } from '../schemas';
import { buildItem, buildSite, buildTree } from '../testing/builders';
import { csvField, inventoryCsv, movementsCsv, toCsv } from './csv';
import { filterInventory, inventoryCategories, inventoryRows } from './inventory-rows';
import { filterMovements } from './movements';

const tube = (id: number, quantity: number, allocated: number) =>
  buildItem({
    id,
    name: 'Tube 6m',
    quantity,
    weight: 10,
    item: { id: 1, name: 'Tube 6m', category: 'Tubes' },
    allocations: allocated ? [{ id: id * 10, subarea_id: 1, quantity: allocated }] : [],
    financial_metrics: { replacement_cost: 25, daily_rate: 0.1, maintenance_cost: 1 },
  });

const tree = buildTree([
  {
    id: 1,
    sites: [
      buildSite({ id: 1, name: 'Harbourside', inventory_items: [tube(1, 100, 90)] }),
      buildSite({ id: 2, name: 'Radford', inventory_items: [tube(2, 50, 0)] }),
    ],
  },
]);

describe('inventoryRows', () => {
  it('adds an item up across sites, with the breakdown, weight, value and the low-stock rule', () => {
    const [row] = inventoryRows(tree);
    expect(row).toMatchObject({
      name: 'Tube 6m',
      category: 'Tubes',
      total: 150,
      allocated: 90,
      available: 60,
      weightKg: 1500,
      replacementValue: 3750,
      low: false,
    });
    expect(row?.sites.map((share) => [share.siteName, share.total, share.available])).toEqual([
      ['Harbourside', 100, 10],
      ['Radford', 50, 50],
    ]);
    // On Harbourside alone it would be low (10 of 100 free); across the firm it is not.
    const [alone] = inventoryRows(
      buildTree([{ id: 1, sites: [buildSite({ id: 1, inventory_items: [tube(1, 100, 90)] })] }]),
    );
    expect(alone?.low).toBe(true);
  });

  it('filters by search, category, site and low stock, and sorts', () => {
    const rows = inventoryRows(tree);
    expect(filterInventory(rows, { search: 'tub' })).toHaveLength(1);
    expect(filterInventory(rows, { search: 'board' })).toHaveLength(0);
    expect(filterInventory(rows, { category: 'Tubes' })).toHaveLength(1);
    expect(filterInventory(rows, { siteId: 2 })).toHaveLength(1);
    expect(filterInventory(rows, { siteId: 3 })).toHaveLength(0);
    expect(filterInventory(rows, { lowOnly: true })).toHaveLength(0);
    expect(inventoryCategories(rows)).toEqual(['Tubes']);
  });
});

const movement = (id: number, movedAt: string, overrides: Partial<StockMovement> = {}) =>
  ({
    id,
    moved_at: movedAt,
    moved_by: { id: 1, name: 'Alex Morgan' },
    item: { name: 'Tube 6m', category: 'Tubes' },
    quantity: 4,
    from: { site_id: 1, site_name: 'Harbourside', sublocation: null, subarea: null },
    to: { site_id: 2, site_name: 'Radford', sublocation: 'North', subarea: 'Lift 1' },
    ...overrides,
  }) satisfies StockMovement;

describe('filterMovements', () => {
  const log = [
    movement(1, '2026-11-20T09:00:00Z'),
    movement(2, '2026-11-22T09:00:00Z', { item: { name: 'Board 3.9m', category: null } }),
    movement(3, '2026-11-23T09:00:00Z', {
      to: { site_id: 3, site_name: 'Mill', sublocation: null, subarea: null },
    }),
  ];
  it('matches a site at either end, part of an item name, and an inclusive date range; newest first', () => {
    expect(filterMovements(log, {}).map((m) => m.id)).toEqual([3, 2, 1]);
    expect(filterMovements(log, { siteId: 2 }).map((m) => m.id)).toEqual([2, 1]);
    expect(filterMovements(log, { siteId: 1 }).map((m) => m.id)).toEqual([3, 2, 1]);
    expect(filterMovements(log, { item: 'BOARD' }).map((m) => m.id)).toEqual([2]);
    expect(
      filterMovements(log, { from: '2026-11-22T09:00:00Z', to: '2026-11-23T08:59:59Z' }).map(
        (m) => m.id,
      ),
    ).toEqual([2]);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, with CRLF rows', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        ['say "hi"', 'two\nlines'],
      ]),
    ).toBe('a,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('defuses spreadsheet formulas and leaves numbers and blanks plain', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-5 items')).toBe("'-5 items");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('exports the inventory with money in whole pounds and the breakdown', () => {
    const csv = inventoryCsv(inventoryRows(tree));
    expect(csv.split('\r\n')[1]).toBe(
      'Tube 6m,Tubes,150,90,60,1500,3750,No,Harbourside: 100; Radford: 50',
    );
  });

  it('exports the log with en-GB dates and places as site › sublocation › subarea', () => {
    const csv = movementsCsv([movement(1, '2026-11-20T09:05:00Z')]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('Date,Item,Category,Quantity,From,To,Moved by');
    expect(row).toMatch(
      /^20\/11\/2026 \d\d:05,Tube 6m,Tubes,4,Harbourside,Radford › North › Lift 1,Alex Morgan$/,
    );
  });
});
