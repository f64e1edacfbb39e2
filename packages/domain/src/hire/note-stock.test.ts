import { describe, expect, it } from 'vitest';
import type { CustomerNode, StockMovement } from '../schemas';
import { replayMovements, stockCounts } from '../stock/movements';
import { buildItem, buildSite, buildTree } from '../testing/builders';
import { applyNoteStock, type NoteStockRequest, noteMovements } from './note-stock';

const TUBE = { id: 501, name: 'Tube 21ft', category: 'Tubes' };
const BOARD = { id: 502, name: 'Board 13ft', category: 'Boards' };

/** Site 10 holds 20 tubes (8 of them allocated to subarea 100); site 20 holds nothing. */
function tree(): CustomerNode[] {
  return buildTree([
    {
      id: 1,
      sites: [
        buildSite({
          id: 10,
          sublocations: [
            {
              id: 1000,
              name: 'North',
              subareas: [
                {
                  id: 100,
                  name: 'Bay 1',
                  allocations: [{ id: 7, inventory_item: 1, quantity: 8 }],
                },
              ],
            },
          ],
          inventory_items: [
            buildItem({
              id: 1,
              name: undefined,
              item: TUBE,
              quantity: 20,
              allocations: [{ id: 7, subarea_id: 100, quantity: 8 }],
            }),
            buildItem({ id: 2, name: undefined, item: BOARD, quantity: 0 }),
          ],
        }),
        buildSite({ id: 20 }),
      ],
    },
  ]);
}

const now = new Date('2026-11-20T10:00:00Z');
const context = (customers: CustomerNode[], previous: StockMovement[] = []) => ({
  previous,
  template: (itemId: number) =>
    customers[0]?.clients[0]?.sites[0]?.inventory_items.find((r) => r.item?.id === itemId),
  now,
  nextId: (() => {
    let id = 900;
    return () => ++id;
  })(),
});

function apply(customers: CustomerNode[], note: NoteStockRequest, previous: StockMovement[] = []) {
  const outcome = applyNoteStock(customers, note, context(customers, previous));
  if (!outcome.ok) throw new Error(outcome.refusal.detail);
  let id = 0;
  const movements = noteMovements(outcome.moves, {
    note: { id: 55, kind: note.kind, number: 'DN-000001' },
    now,
    by: { id: 1, name: 'Dee Driver' },
    nextId: () => ++id,
  });
  return { customers: outcome.customers, movements };
}

const units = (customers: CustomerNode[], siteId: number, itemId: number) =>
  customers[0]?.clients[0]?.sites
    .find((site) => site.id === siteId)
    ?.inventory_items.filter((record) => record.item?.id === itemId)
    .reduce((sum, record) => sum + record.quantity, 0);

const delivery = (from: number | null, to: number, quantity: number): NoteStockRequest => ({
  kind: 'delivery',
  from_site_id: from,
  to_site_id: to,
  lines: [{ item_id: TUBE.id, quantity }],
});
const collection = (from: number, quantity: number): NoteStockRequest => ({
  kind: 'collection',
  from_site_id: from,
  lines: [{ item_id: TUBE.id, quantity, short: 1, damaged: 1 }],
});

describe('a signed note moves the stock', () => {
  it('a delivery from the yard adds to the site, the yard at the other end of the log', () => {
    const before = tree();
    const { customers, movements } = apply(before, delivery(null, 20, 6));
    expect(units(customers, 20, TUBE.id)).toBe(6);
    expect(units(customers, 10, TUBE.id)).toBe(20);
    expect(movements).toEqual([
      expect.objectContaining({
        quantity: 6,
        item: { name: 'Tube 21ft', category: 'Tubes' },
        from: { site_id: null, site_name: 'Yard', sublocation: null, subarea: null },
        to: { site_id: 20, site_name: 'Site 20', sublocation: null, subarea: null },
        note: { id: 55, kind: 'delivery', number: 'DN-000001' },
      }),
    ]);
    // The new site record is the catalogue's item, so hire and the Inventory name it alike.
    const created = customers[0]?.clients[0]?.sites[1]?.inventory_items[0];
    expect(created).toMatchObject({ id: 901, item: TUBE, quantity: 6, allocations: [] });
    expect(customers[0]?.clients[0]?.sites[1]?.items).toBe(6);
  });

  it('a delivery from a site takes its unallocated units, and refuses above them', () => {
    const before = tree();
    const { customers, movements } = apply(before, delivery(10, 20, 12));
    expect(units(customers, 10, TUBE.id)).toBe(8);
    expect(units(customers, 20, TUBE.id)).toBe(12);
    expect(movements.map((m) => [m.from.site_id, m.to.site_id, m.quantity])).toEqual([
      [10, 20, 12],
    ]);
    const refused = applyNoteStock(before, delivery(10, 20, 13), context(before));
    expect(refused).toEqual({
      ok: false,
      refusal: { status: 400, detail: 'lines.0.quantity: Only 12 are available here.' },
    });
  });

  it('a collection takes what was collected, short and damaged included, from anywhere on the site', () => {
    const { customers, movements } = apply(tree(), collection(10, 15));
    expect(units(customers, 10, TUBE.id)).toBe(5);
    const site = customers[0]?.clients[0]?.sites[0];
    // 12 unallocated first, then 3 of the 8 in Bay 1.
    expect(site?.inventory_items[0]?.allocations).toEqual([
      { id: 7, subarea_id: 100, quantity: 5 },
    ]);
    expect(site?.sublocations[0]?.subareas[0]).toMatchObject({ items: 5 });
    expect(movements.map((m) => [m.from.site_id, m.to.site_id, m.quantity])).toEqual([
      [10, null, 15],
    ]);
  });

  it('an over-return takes only what the site holds', () => {
    const { customers, movements } = apply(tree(), collection(10, 26));
    expect(units(customers, 10, TUBE.id)).toBe(0);
    expect(movements.map((m) => m.quantity)).toEqual([20]);
  });

  it('a correcting note moves only the difference from what the corrected note moved', () => {
    const first = apply(tree(), delivery(10, 20, 10));
    const less = apply(first.customers, delivery(10, 20, 4), first.movements);
    expect(units(less.customers, 10, TUBE.id)).toBe(16);
    expect(units(less.customers, 20, TUBE.id)).toBe(4);
    expect(less.movements.map((m) => [m.from.site_id, m.to.site_id, m.quantity])).toEqual([
      [20, 10, 6],
    ]);
    // From the yard instead: the site's 10 go back, the yard's 10 arrive.
    const yard = apply(first.customers, delivery(null, 20, 10), first.movements);
    expect(units(yard.customers, 10, TUBE.id)).toBe(20);
    expect(units(yard.customers, 20, TUBE.id)).toBe(10);
    // Above what the sender had with the corrected note undone: 12 unallocated.
    const over = applyNoteStock(
      first.customers,
      delivery(10, 20, 13),
      context(first.customers, first.movements),
    );
    expect(over.ok).toBe(false);
  });

  it('a corrected over-return collects no more than the site held before it', () => {
    const first = apply(tree(), collection(10, 26));
    const corrected = apply(first.customers, collection(10, 18), first.movements);
    expect(units(corrected.customers, 10, TUBE.id)).toBe(2);
    expect(corrected.movements.map((m) => [m.from.site_id, m.to.site_id, m.quantity])).toEqual([
      [null, 10, 2],
    ]);
  });

  it('refuses an item no site of the customer has heard of', () => {
    const before = tree();
    const outcome = applyNoteStock(
      before,
      {
        kind: 'delivery',
        from_site_id: null,
        to_site_id: 20,
        lines: [{ item_id: 9, quantity: 1 }],
      },
      context(before),
    );
    expect(outcome).toEqual({
      ok: false,
      refusal: { status: 400, detail: 'lines.0.item_id: This item is not in your stock list.' },
    });
  });

  it('leaves a log that replays over the opening stock to the stock after the notes', () => {
    const opening = tree();
    const a = apply(opening, delivery(null, 20, 6));
    const b = apply(a.customers, delivery(20, 10, 4));
    const c = apply(b.customers, collection(10, 30));
    const log = [...a.movements, ...b.movements, ...c.movements];
    expect(replayMovements(stockCounts(opening), log)).toEqual(stockCounts(c.customers));
  });
});
