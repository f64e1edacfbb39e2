// A signed note moves the stock, once (docs/DECISIONS.md "Hire"): the same cases against every
// implementation (the mock here, the server on PGlite and PostgreSQL in apps/server), read back
// through the API only: the customer's tree (customerData) and the movement log.
import {
  availableQuantity,
  type CustomerNode,
  customerDataResponseSchema,
  replayMovements,
  type StockMovement,
  stockCounts,
  stockMovementsPageSchema,
} from '@scaffold/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_CUSTOMERS } from '../constants';
import { type ApiUnderTest, callsOn } from './api-under-test';
import { placeIn, seededState, sitesOf } from './fixtures';
import { collectionBody, deliveryBody, hireItemId, hireSiteId } from './hire-fixtures';

/** The seeded transfer's receiving site: site B. */
const siteB = () => {
  const transfer = seededState().hireNotes.find(
    (note) => note.kind === 'delivery' && note.from_site_id === hireSiteId(),
  );
  if (transfer?.kind !== 'delivery') throw new Error('fixture: no seeded transfer from site A');
  return transfer.to_site_id;
};

/**
 * A site's records of the notes' item (tubes) in the customer's tree (customerData): the records,
 * all their units and the unallocated.
 */
export function tubesAt(customers: CustomerNode[], siteId: number) {
  const records =
    customers
      .flatMap((customer) => customer.clients.flatMap((client) => client.sites))
      .find((site) => site.id === siteId)
      ?.inventory_items.filter((record) => record.item?.id === hireItemId()) ?? [];
  return {
    records,
    total: records.reduce((sum, record) => sum + record.quantity, 0),
    unallocated: records.reduce((sum, record) => sum + availableQuantity(record), 0),
  };
}

export function describeNoteStock(api: ApiUnderTest): void {
  const { call, login } = callsOn(api);
  beforeEach(() => api.reset());

  async function tree(token: string): Promise<CustomerNode[]> {
    const answer = await call('customerData', { token });
    return customerDataResponseSchema.parse(answer.json).customers;
  }
  async function log(token: string): Promise<StockMovement[]> {
    const answer = await call('stockMovements', { token, query: 'page_size=200' });
    return stockMovementsPageSchema.parse(answer.json).results;
  }
  const newSince = (after: StockMovement[], before: StockMovement[]) => {
    const seen = new Set(before.map((movement) => movement.id));
    return after.filter((movement) => !seen.has(movement.id));
  };

  describe(`${api.name}: a signed note moves the stock`, () => {
    it('a delivery from the yard adds to the site once, however often it is sent', async () => {
      const { access } = await login('admin');
      const customers = await tree(access);
      const before = await log(access);
      const headers = { 'Idempotency-Key': 'delivery-once' };
      const body = deliveryBody({ lines: [{ item_id: hireItemId(), quantity: 7 }] });
      const first = await call('createDeliveryNote', { token: access, body, headers });
      expect(first.status, first.text).toBe(201);
      const again = await call('createDeliveryNote', { token: access, body, headers });
      expect(again.json).toEqual(first.json);
      const after = await tree(access);
      expect(tubesAt(after, hireSiteId()).total).toBe(tubesAt(customers, hireSiteId()).total + 7);
      const added = newSince(await log(access), before);
      expect(added).toEqual([
        expect.objectContaining({
          quantity: 7,
          from: { site_id: null, site_name: 'Yard', sublocation: null, subarea: null },
          to: expect.objectContaining({ site_id: hireSiteId() }),
          note: { id: first.json.id, kind: 'delivery', number: first.json.number },
        }),
      ]);
      // The log replayed over the stock before the note gives the stock after it.
      expect(replayMovements(stockCounts(customers), added)).toEqual(stockCounts(after));
    });

    it('a delivery from a site above what it holds is refused with the field, and moves nothing', async () => {
      const { access } = await login('admin');
      const customers = await tree(access);
      const answer = await call('createDeliveryNote', {
        token: access,
        body: deliveryBody({
          from_site_id: hireSiteId(),
          to_site_id: siteB(),
          lines: [{ item_id: hireItemId(), quantity: 100_000 }],
        }),
      });
      expect(answer.status).toBe(400);
      expect(answer.json.detail).toMatch(
        /^lines\.0\.quantity: Only \d+ (is|are) available here\.$/,
      );
      expect(stockCounts(await tree(access))).toEqual(stockCounts(customers));
    });

    it('two notes at once from one site take no more than it holds', async () => {
      const { access } = await login('admin');
      const customers = await tree(access);
      const held = tubesAt(customers, hireSiteId()).unallocated;
      const hire = await call('siteHire', { token: access, params: { site_id: hireSiteId() } });
      const onHire = (hire.json.on_hire as { item_id: number; quantity: number }[]).find(
        (line) => line.item_id === hireItemId(),
      );
      const each = Math.min(held, onHire?.quantity ?? 0);
      expect(each).toBeGreaterThan(0);
      const body = deliveryBody({
        from_site_id: hireSiteId(),
        to_site_id: siteB(),
        lines: [{ item_id: hireItemId(), quantity: each }],
      });
      const answers = await Promise.all([
        call('createDeliveryNote', { token: access, body }),
        call('createDeliveryNote', { token: access, body }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      const after = await tree(access);
      expect(tubesAt(after, hireSiteId()).total).toBe(
        tubesAt(customers, hireSiteId()).total - each,
      );
      expect(tubesAt(after, siteB()).total).toBe(tubesAt(customers, siteB()).total + each);
    });

    it('a note and a move from one site at once both go through, one after the other', async () => {
      const { access } = await login('admin');
      const customers = await tree(access);
      const record = customers
        .flatMap((customer) => customer.clients.flatMap((client) => client.sites))
        .find((site) => site.id === hireSiteId())
        ?.inventory_items.find((item) => item.item?.id === hireItemId());
      const target = sitesOf(MOCK_CUSTOMERS.demo.id).find(
        (site) => site.id !== hireSiteId() && site.sublocations[0]?.subareas[0],
      );
      if (!record || !target) throw new Error('fixture: tubes on site A and a site with a subarea');
      expect(availableQuantity(record)).toBeGreaterThan(0);
      const [note, move] = await Promise.all([
        call('createDeliveryNote', {
          token: access,
          body: deliveryBody({ lines: [{ item_id: hireItemId(), quantity: 3 }] }),
        }),
        call('moveItems', {
          token: access,
          body: [{ item_id: record.id, destination: placeIn(target), quantity: 1 }],
        }),
      ]);
      expect([note.status, move.status], `${note.text} ${move.text}`).toEqual([201, 200]);
      expect(tubesAt(await tree(access), hireSiteId()).total).toBe(
        tubesAt(customers, hireSiteId()).total + 3 - 1,
      );
    });

    it('a collection of more than the site holds takes what it holds: an over-return, not an error', async () => {
      const { access } = await login('admin');
      const customers = await tree(access);
      const held = tubesAt(customers, hireSiteId()).total;
      const hire = await call('siteHire', { token: access, params: { site_id: hireSiteId() } });
      const lines = [
        ...(hire.json.on_hire as { item_id: number; quantity: number }[]),
        ...(hire.json.awaiting_collection as { item_id: number; quantity: number }[]),
      ].filter((line) => line.item_id === hireItemId());
      const onNotes = lines.reduce((sum, line) => sum + line.quantity, 0);
      const before = await log(access);
      const answer = await call('createCollectionNote', {
        token: access,
        body: collectionBody({
          lines: [
            { item_id: hireItemId(), quantity: Math.max(held, onNotes) + 5, short: 1, damaged: 1 },
          ],
        }),
      });
      expect(answer.status, answer.text).toBe(201);
      expect(answer.json.over_returns).toEqual([
        expect.objectContaining({ item_id: hireItemId() }),
      ]);
      const after = await tree(access);
      expect(tubesAt(after, hireSiteId()).total).toBe(0);
      const added = newSince(await log(access), before);
      expect(added.map((movement) => [movement.from.site_id, movement.to.site_id])).toEqual([
        [hireSiteId(), null],
      ]);
      expect(added[0]?.quantity).toBe(held);
      expect(replayMovements(stockCounts(customers), added)).toEqual(stockCounts(after));
    });

    it('a correcting note moves only the difference', async () => {
      const { access } = await login('admin');
      const customers = await tree(access);
      const first = await call('createDeliveryNote', {
        token: access,
        body: deliveryBody({ lines: [{ item_id: hireItemId(), quantity: 9 }] }),
      });
      expect(first.status, first.text).toBe(201);
      const before = await log(access);
      const corrected = await call('createDeliveryNote', {
        token: access,
        body: deliveryBody({
          lines: [{ item_id: hireItemId(), quantity: 4 }],
          corrects: { note_id: first.json.id, reason: 'Five went back on the lorry' },
        }),
      });
      expect(corrected.status, corrected.text).toBe(201);
      const added = newSince(await log(access), before);
      expect(added).toEqual([
        expect.objectContaining({
          quantity: 5,
          from: expect.objectContaining({ site_id: hireSiteId() }),
          to: expect.objectContaining({ site_id: null }),
          note: { id: corrected.json.id, kind: 'delivery', number: corrected.json.number },
        }),
      ]);
      expect(tubesAt(await tree(access), hireSiteId()).total).toBe(
        tubesAt(customers, hireSiteId()).total + 4,
      );
    });
  });
}
