import { customerDataResponseSchema, moveResponseSchema, type Site } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { RUNTIME_ID_BASE } from './constants';
import { getDatabase } from './db/database';

const customersJson = () => JSON.stringify(getDatabase().customers);

import { call, login, useMockServer } from './test-support';

useMockServer();

const sites = () =>
  getDatabase().customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites));
const site = (id: number) => sites().find((candidate) => candidate.id === id) as Site;
const destinationIn = (target: Site, subareaIndex = 0) => ({
  site_id: target.id,
  sublocation_id: target.sublocations[0]?.id ?? 0,
  subarea_id: target.sublocations[0]?.subareas[subareaIndex]?.id ?? 0,
});

describe('moveItems', () => {
  it('moves stock out of one allocation into another site: both allocations change', async () => {
    const { access } = await login('manager');
    const source = site(1);
    const item = source.inventory_items[0];
    const allocation = item?.allocations.find((a) => a.quantity >= 3);
    if (!item || !allocation) throw new Error('fixture: site 1 has an allocation of 3 or more');
    const target = site(2);
    const destination = destinationIn(target);
    const targetItemBefore = target.inventory_items.find((i) => i.item?.id === item.item?.id);
    const targetAllocationBefore = targetItemBefore?.allocations.find(
      (a) => a.subarea_id === destination.subarea_id,
    );

    const response = await call('moveItems', {
      token: access,
      body: [
        { item_id: item.id, from_subarea_id: allocation.subarea_id, destination, quantity: 3 },
      ],
    });
    expect(response.status).toBe(200);
    expect(moveResponseSchema.parse(response.json).moved).toBe(1);

    // What the portal sees after refreshing its customer data.
    const data = customerDataResponseSchema.parse(
      (await call('customerData', { token: access })).json,
    );
    const after = data.customers[0]?.clients.flatMap((client) => client.sites) ?? [];
    const sourceItem = after.find((s) => s.id === 1)?.inventory_items.find((i) => i.id === item.id);
    expect(sourceItem?.quantity).toBe(item.quantity - 3);
    expect(sourceItem?.allocations.find((a) => a.id === allocation.id)?.quantity ?? 0).toBe(
      allocation.quantity - 3,
    );
    const targetItem = after
      .find((s) => s.id === 2)
      ?.inventory_items.find((i) => i.item?.id === item.item?.id);
    expect(targetItem?.quantity).toBe((targetItemBefore?.quantity ?? 0) + 3);
    const arrived = targetItem?.allocations.find((a) => a.subarea_id === destination.subarea_id);
    expect(arrived?.quantity).toBe((targetAllocationBefore?.quantity ?? 0) + 3);
    if (!targetAllocationBefore) expect(arrived?.id).toBeGreaterThan(RUNTIME_ID_BASE);
  });

  it('refuses a move of more than the allocation holds with 409 and changes nothing', async () => {
    const { access } = await login();
    const item = site(1).inventory_items[0];
    const allocation = item?.allocations[0];
    if (!item || !allocation) throw new Error('fixture');
    const before = customersJson();
    const response = await call('moveItems', {
      token: access,
      body: [
        { item_id: item.id, destination: destinationIn(site(2)), quantity: 1 },
        {
          item_id: item.id,
          from_subarea_id: allocation.subarea_id,
          destination: destinationIn(site(2)),
          quantity: allocation.quantity + 1,
        },
      ],
    });
    expect(response.status).toBe(409);
    expect(String(response.json.detail)).toMatch(/only \d+ of Cuplock Standard 3\.0m available/);
    expect(customersJson() === before).toBe(true);
  });

  it('refuses an unknown item as it refuses a foreign one (403: ids cannot be probed), and a malformed body (400)', async () => {
    const { access } = await login();
    const unknown = await call('moveItems', {
      token: access,
      body: [{ item_id: 999_999, destination: destinationIn(site(2)), quantity: 1 }],
    });
    expect(unknown.status).toBe(403);
    const unknownPlace = await call('moveItems', {
      token: access,
      body: [
        {
          item_id: site(1).inventory_items[0]?.id,
          destination: { site_id: 999_999, sublocation_id: 1, subarea_id: 1 },
          quantity: 1,
        },
      ],
    });
    expect(unknownPlace.status).toBe(403);
    expect(unknownPlace.json).toEqual(unknown.json);
    expect((await call('moveItems', { token: access, body: [] })).status).toBe(400);
    const negative = await call('moveItems', {
      token: access,
      body: [{ item_id: 1, destination: destinationIn(site(2)), quantity: -2 }],
    });
    expect(negative.status).toBe(400);
    expect(negative.json.detail).toMatch(/^0\.quantity: /);
  });

  it("refuses 403 for another customer's item or destination, changing nothing", async () => {
    const other = sites().find((s) => s.id > 1_000_000 && s.inventory_items.length > 0) as Site;
    const own = await login('admin');
    const stranger = await login('otherAdmin');
    const before = customersJson();

    const intoOther = await call('moveItems', {
      token: own.access,
      body: [
        { item_id: site(1).inventory_items[0]?.id, destination: destinationIn(other), quantity: 1 },
      ],
    });
    expect(intoOther.status).toBe(403);
    const fromCustomer1 = await call('moveItems', {
      token: stranger.access,
      body: [
        {
          item_id: site(1).inventory_items[0]?.id,
          destination: destinationIn(site(2)),
          quantity: 1,
        },
      ],
    });
    expect(fromCustomer1.status).toBe(403);
    // Compared as text: a failure should not print the whole database.
    expect(customersJson() === before).toBe(true);
  });

  it('needs a token', async () => {
    expect((await call('moveItems', { body: [] })).status).toBe(401);
  });
});
