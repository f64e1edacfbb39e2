import {
  applyMove,
  type CustomerNode,
  type InventoryItem,
  inventoryRows,
  type MoveLine,
  movementsForMove,
  replayMovements,
  type Site,
  type StockMovement,
  stockCounts,
} from '@scaffold/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSampleData } from './sample/generate';
import { sampleToCustomerTree } from './sample/tree';

const ownTree = sampleToCustomerTree(generateSampleData(7, { sizes: { customers: 3, sites: 8 } }), {
  customerId: 1,
  customerName: 'Summit Scaffolding Ltd',
});
const otherTree = sampleToCustomerTree(
  generateSampleData(8, { sizes: { customers: 1, sites: 2 } }),
  {
    customerId: 2,
    customerName: 'Pennine Access Ltd',
    idBase: 10_000,
  },
);
const TREE: readonly CustomerNode[] = [ownTree, otherTree];

const sitesOf = (customers: readonly CustomerNode[]) =>
  customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites));
const siteById = (customers: readonly CustomerNode[], id: number) =>
  sitesOf(customers).find((site) => site.id === id) as Site;
const unallocated = (item: InventoryItem) =>
  item.quantity - item.allocations.reduce((sum, allocation) => sum + allocation.quantity, 0);

/** Units per catalogue item across the whole tree: what a move must never change. */
function stockTotals(customers: readonly CustomerNode[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const site of sitesOf(customers)) {
    for (const item of site.inventory_items) {
      const key = `${item.item?.id}`;
      totals.set(key, (totals.get(key) ?? 0) + item.quantity);
    }
  }
  return totals;
}

/** Allocations never exceed quantities and the subarea lists mirror the item lists. */
function expectConsistent(customers: readonly CustomerNode[]) {
  for (const site of sitesOf(customers)) {
    const fromItems = site.inventory_items
      .flatMap((item) =>
        item.allocations.map((a) => `${a.id}:${a.subarea_id}:${item.id}:${a.quantity}`),
      )
      .sort();
    const fromSubareas = site.sublocations
      .flatMap((sl) =>
        sl.subareas.flatMap((sa) =>
          sa.allocations.map((a) => `${a.id}:${sa.id}:${a.inventory_item}:${a.quantity}`),
        ),
      )
      .sort();
    expect(fromSubareas).toEqual(fromItems);
    for (const item of site.inventory_items) {
      expect(unallocated(item)).toBeGreaterThanOrEqual(0);
      for (const allocation of item.allocations) expect(allocation.quantity).toBeGreaterThan(0);
    }
  }
}

// Fixtures picked from the seeded tree: an active site with allocated stock and another site.
const activeSites = sitesOf([ownTree]).filter((site) => site.status.code === 'active');
const source = activeSites.find((site) =>
  site.inventory_items.some((item) => item.allocations.length > 0 && unallocated(item) > 0),
) as Site;
const target = sitesOf([ownTree]).find((site) => site.id !== source.id) as Site;
const sourceItem = source.inventory_items.find(
  (item) => item.allocations.length > 0 && unallocated(item) > 0,
) as InventoryItem;
const sourceAllocation = sourceItem.allocations[0] as InventoryItem['allocations'][number];
const targetSublocation = target.sublocations[0] as Site['sublocations'][number];
const targetSubarea = targetSublocation
  .subareas[0] as Site['sublocations'][number]['subareas'][number];
const toTarget = {
  site_id: target.id,
  sublocation_id: targetSublocation.id,
  subarea_id: targetSubarea.id,
};

describe('applyMove', () => {
  it('moves units out of an allocation into another site: both allocations change', () => {
    const before = structuredClone(TREE);
    const result = applyMove(
      TREE,
      [
        {
          item_id: sourceItem.id,
          from_subarea_id: sourceAllocation.subarea_id,
          destination: toTarget,
          quantity: 1,
        },
      ],
      { now: new Date('2026-11-20T10:00:00Z') },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(TREE).toEqual(before);

    const movedFrom = siteById(result.customers, source.id).inventory_items.find(
      (i) => i.id === sourceItem.id,
    );
    const left = movedFrom?.allocations.find((a) => a.subarea_id === sourceAllocation.subarea_id);
    expect(movedFrom?.quantity).toBe(sourceItem.quantity - 1);
    expect(left?.quantity ?? 0).toBe(sourceAllocation.quantity - 1);
    expect(movedFrom?.last_updated).toBe('2026-11-20T10:00:00.000Z');

    const arrived = siteById(result.customers, target.id).inventory_items.find(
      (i) => i.item?.id === sourceItem.item?.id,
    );
    const before_ = target.inventory_items.find((i) => i.item?.id === sourceItem.item?.id);
    expect(arrived?.quantity).toBe((before_?.quantity ?? 0) + 1);
    const arrivedAllocation = arrived?.allocations.find((a) => a.subarea_id === targetSubarea.id);
    const hadAllocation = before_?.allocations.find((a) => a.subarea_id === targetSubarea.id);
    expect(arrivedAllocation?.quantity).toBe((hadAllocation?.quantity ?? 0) + 1);
    expectConsistent(result.customers);
    expect(stockTotals(result.customers)).toEqual(stockTotals(TREE));
  });

  it('moves unallocated units into a subarea of the same site without changing its quantity', () => {
    const subarea = source.sublocations[0]?.subareas[0];
    const result = applyMove(TREE, [
      {
        item_id: sourceItem.id,
        destination: {
          site_id: source.id,
          sublocation_id: source.sublocations[0]?.id ?? 0,
          subarea_id: subarea?.id ?? 0,
        },
        quantity: unallocated(sourceItem),
      },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const item = siteById(result.customers, source.id).inventory_items.find(
      (i) => i.id === sourceItem.id,
    );
    expect(item?.quantity).toBe(sourceItem.quantity);
    expect(unallocated(item as InventoryItem)).toBe(0);
    expectConsistent(result.customers);
  });

  it('removes an allocation that reaches 0 from the item and the subarea', () => {
    const result = applyMove(TREE, [
      {
        item_id: sourceItem.id,
        from_subarea_id: sourceAllocation.subarea_id,
        destination: toTarget,
        quantity: sourceAllocation.quantity,
      },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const site = siteById(result.customers, source.id);
    const item = site.inventory_items.find((i) => i.id === sourceItem.id);
    expect(item?.allocations.some((a) => a.id === sourceAllocation.id)).toBe(false);
    const listed = site.sublocations.flatMap((sl) => sl.subareas.flatMap((sa) => sa.allocations));
    expect(listed.some((a) => a.id === sourceAllocation.id)).toBe(false);
  });

  it('creates the catalogue item on a site that has none, with the same metrics', () => {
    const empty = sitesOf([ownTree]).find((site) => site.inventory_items.length === 0) as Site;
    const destination = {
      site_id: empty.id,
      sublocation_id: empty.sublocations[0]?.id ?? 0,
      subarea_id: empty.sublocations[0]?.subareas[0]?.id ?? 0,
    };
    const result = applyMove(TREE, [{ item_id: sourceItem.id, destination, quantity: 1 }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const created = siteById(result.customers, empty.id).inventory_items[0];
    expect(created?.item).toEqual(sourceItem.item);
    expect(created?.financial_metrics).toEqual(sourceItem.financial_metrics);
    expect(created?.quantity).toBe(1);
    const allIds = sitesOf(TREE).flatMap((s) => s.inventory_items.map((i) => i.id));
    expect(allIds).not.toContain(created?.id);
  });

  it('shares every untouched site with the input', () => {
    const result = applyMove(TREE, [
      { item_id: sourceItem.id, destination: toTarget, quantity: 1 },
    ]);
    if (!result.ok) throw new Error(result.reason);
    const untouched = sitesOf(TREE).filter((s) => s.id !== source.id && s.id !== target.id);
    for (const site of untouched) expect(siteById(result.customers, site.id)).toBe(site);
    expect(result.customers[1]).toBe(TREE[1]);
  });

  const refusals: [string, MoveLine[], number][] = [
    [
      'more than the allocation holds',
      [
        {
          item_id: sourceItem.id,
          from_subarea_id: sourceAllocation.subarea_id,
          destination: toTarget,
          quantity: sourceAllocation.quantity + 1,
        },
      ],
      409,
    ],
    [
      'more than is unallocated',
      [{ item_id: sourceItem.id, destination: toTarget, quantity: unallocated(sourceItem) + 1 }],
      409,
    ],
    [
      'two lines that together overdraw',
      [
        { item_id: sourceItem.id, destination: toTarget, quantity: unallocated(sourceItem) },
        { item_id: sourceItem.id, destination: toTarget, quantity: 1 },
      ],
      409,
    ],
    ['an unknown item', [{ item_id: 999_999, destination: toTarget, quantity: 1 }], 404],
    [
      'an unknown site',
      [{ item_id: sourceItem.id, destination: { ...toTarget, site_id: 999_999 }, quantity: 1 }],
      404,
    ],
    [
      'an unknown sublocation',
      [
        {
          item_id: sourceItem.id,
          destination: { ...toTarget, sublocation_id: 999_999 },
          quantity: 1,
        },
      ],
      404,
    ],
    [
      'a subarea of another sublocation',
      [{ item_id: sourceItem.id, destination: { ...toTarget, subarea_id: 999_999 }, quantity: 1 }],
      404,
    ],
    ['a quantity of 0', [{ item_id: sourceItem.id, destination: toTarget, quantity: 0 }], 400],
    ['no lines', [], 400],
  ];

  it.each(refusals)('refuses %s and changes nothing', (_name, lines, status) => {
    const before = structuredClone(TREE);
    const result = applyMove(TREE, lines);
    expect(result).toMatchObject({ ok: false, status });
    expect(TREE).toEqual(before);
  });

  it('refuses a good line when a later line fails (all or nothing)', () => {
    const result = applyMove(TREE, [
      { item_id: sourceItem.id, destination: toTarget, quantity: 1 },
      { item_id: 999_999, destination: toTarget, quantity: 1 },
    ]);
    expect(result).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses lines that touch another customer (403)', () => {
    const foreignSite = sitesOf([otherTree])[0] as Site;
    const foreignItem = sitesOf([otherTree]).flatMap((s) => s.inventory_items)[0] as InventoryItem;
    const foreignDestination = {
      site_id: foreignSite.id,
      sublocation_id: foreignSite.sublocations[0]?.id ?? 0,
      subarea_id: foreignSite.sublocations[0]?.subareas[0]?.id ?? 0,
    };
    expect(
      applyMove(TREE, [{ item_id: sourceItem.id, destination: foreignDestination, quantity: 1 }], {
        actingCustomerId: 1,
      }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      applyMove(TREE, [{ item_id: foreignItem.id, destination: toTarget, quantity: 1 }], {
        actingCustomerId: 1,
      }),
    ).toMatchObject({ ok: false, status: 403 });
    // Even without an acting customer, stock never crosses customers.
    expect(
      applyMove(TREE, [{ item_id: sourceItem.id, destination: foreignDestination, quantity: 1 }]),
    ).toMatchObject({ ok: false, status: 403 });
  });
});

describe('applyMove properties', () => {
  const customerOf = new Map(
    TREE.flatMap((customer) => sitesOf([customer]).map((site) => [site.id, customer.id] as const)),
  );
  const sites = sitesOf(TREE);
  const items = sites.flatMap((site) => site.inventory_items.map((item) => ({ site, item })));
  const destinations = sites.flatMap((site) =>
    site.sublocations.flatMap((sublocation) =>
      sublocation.subareas.map((subarea) => ({
        site_id: site.id,
        sublocation_id: sublocation.id,
        subarea_id: subarea.id,
      })),
    ),
  );
  const subareaIds = destinations.map((d) => d.subarea_id);

  // Mostly plausible lines (same customer, small quantities, leaving from an allocation the item
  // has) so that moves succeed often, plus arbitrary ones that must be refused cleanly.
  const lineArbitrary: fc.Arbitrary<MoveLine> = fc
    .record({
      item: fc.constantFrom(...items),
      from: fc.option(fc.constantFrom(...subareaIds), { nil: undefined }),
      fromOwnAllocation: fc.boolean(),
      sameCustomer: fc.integer({ min: 0, max: 9 }).map((roll) => roll > 0),
      destination: fc.nat({ max: destinations.length * 10 }),
      quantity: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 400 })),
    })
    .map(({ item, from, fromOwnAllocation, sameCustomer, destination, quantity }) => {
      const owner = customerOf.get(item.site.id);
      const pool = sameCustomer
        ? destinations.filter((d) => customerOf.get(d.site_id) === owner)
        : destinations;
      return {
        item_id: item.item.id,
        from_subarea_id: fromOwnAllocation ? (item.item.allocations[0]?.subarea_id ?? from) : from,
        destination: pool[destination % pool.length] as MoveLine['destination'],
        quantity,
      };
    });

  it('never creates or destroys stock, keeps allocations consistent, and a refusal changes nothing', () => {
    let applied = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.array(fc.array(lineArbitrary, { minLength: 1, maxLength: 3 }), { maxLength: 6 }),
        (batches) => {
          let tree: readonly CustomerNode[] = TREE;
          const totals = stockTotals(TREE);
          const log: StockMovement[] = [];
          for (const batch of batches) {
            const before = structuredClone(tree);
            const result = applyMove(tree, batch);
            expect(tree).toEqual(before);
            if (result.ok) {
              expect(stockTotals(result.customers)).toEqual(totals);
              expectConsistent(result.customers);
              log.push(
                ...movementsForMove(tree, batch, {
                  now: new Date('2026-11-24T10:00:00Z'),
                  by: { id: 1, name: 'Alex Morgan' },
                  nextId: () => log.length + 1,
                }),
              );
              tree = result.customers;
              applied += 1;
            } else {
              refused += 1;
            }
          }
          // The log replayed over the opening stock gives the stock as it is now.
          expect(replayMovements(stockCounts(TREE), log)).toEqual(stockCounts(tree));
          // The Inventory screen's aggregation conserves the units: per item across sites, and
          // in all.
          const rows = inventoryRows(tree);
          const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
          expect(sumOf(rows.map((row) => row.total))).toBe(sumOf([...totals.values()]));
          for (const row of rows) {
            expect(sumOf(row.sites.map((share) => share.total))).toBe(row.total);
            expect(row.allocated + row.available).toBe(row.total);
          }
        },
      ),
      { numRuns: 150 },
    );
    // The generator exercises both paths, or the property would prove little.
    expect(applied).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  }, 60_000);
});
