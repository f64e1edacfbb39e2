import {
  replayMovements,
  type Site,
  type StockMovementsPage,
  stockCounts,
  stockMovementsPageSchema,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { MOCK_CUSTOMERS } from './constants';
import { getDatabase } from './db/database';
import { call, login, useMockServer } from './test-support';

useMockServer();

const sitesOf = (customerId: number) =>
  getDatabase()
    .customers.filter((customer) => customer.id === customerId)
    .flatMap((customer) => customer.clients.flatMap((client) => client.sites));
const ownSites = () => sitesOf(MOCK_CUSTOMERS.demo.id);

async function list(token: string, query = ''): Promise<StockMovementsPage> {
  const answer = await call('stockMovements', { token, query });
  expect(answer.status).toBe(200);
  return stockMovementsPageSchema.parse(answer.json);
}

/** Two sites of the demo customer: one with 2 allocated units to move, one with a subarea. */
function twoSites(): [Site, Site] {
  const sites = ownSites();
  const from = sites.find((site) =>
    site.inventory_items.some((i) => i.allocations.some((a) => a.quantity >= 2)),
  );
  const to = sites.find((site) => site.id !== from?.id && site.sublocations[0]?.subareas[0]);
  if (!from || !to) throw new Error('fixture: two sites');
  return [from, to];
}

/** A line moving 2 units out of an allocation of site `from` into the first subarea of `to`. */
function lineBetween(from: Site, to: Site) {
  const item = from.inventory_items.find((i) => i.allocations.some((a) => a.quantity >= 2));
  const allocation = item?.allocations.find((a) => a.quantity >= 2);
  const sublocation = to.sublocations[0];
  const subarea = sublocation?.subareas[0];
  if (!item || !allocation || !sublocation || !subarea)
    throw new Error('fixture: no movable stock');
  return {
    item,
    line: {
      item_id: item.id,
      from_subarea_id: allocation.subarea_id,
      destination: { site_id: to.id, sublocation_id: sublocation.id, subarea_id: subarea.id },
      quantity: 2,
    },
  };
}

describe('stockMovements', () => {
  it('lists the seeded history of the customer only, newest first, paged', async () => {
    expect((await call('stockMovements')).status).toBe(401);
    const { access } = await login('admin');
    const page = await list(access, 'page_size=10');
    expect(page.count).toBeGreaterThan(10);
    expect(page.results).toHaveLength(10);
    const times = page.results.map((movement) => Date.parse(movement.moved_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const own = new Set(ownSites().map((site) => site.id));
    const all = await list(access, 'page_size=200');
    for (const movement of all.results) {
      expect(own.has(movement.from.site_id ?? 0) && own.has(movement.to.site_id ?? 0)).toBe(true);
    }
    const second = await list(access, 'page_size=10&page=2');
    expect(second.results[0]?.id).toBe(all.results[10]?.id);

    // The other customer sees only its own, and may not ask about ours.
    const other = await login('otherAdmin');
    const theirs = await list(other.access, 'page_size=200');
    expect(theirs.count).toBeGreaterThan(0);
    for (const movement of theirs.results) expect(own.has(movement.to.site_id ?? 0)).toBe(false);
    const firstOwnSite = ownSites()[0]?.id;
    expect(
      (await call('stockMovements', { token: other.access, query: `site_id=${firstOwnSite}` }))
        .status,
    ).toBe(403);
    expect((await call('stockMovements', { token: access, query: 'page_size=0' })).status).toBe(
      400,
    );
  });

  it('is a possible history: taken back from today, no site ever holds fewer than 0', () => {
    const { movements, customers } = getDatabase();
    const backwards = movements.map((movement) => ({
      ...movement,
      from: movement.to,
      to: movement.from,
    }));
    const opening = replayMovements(stockCounts(customers), backwards);
    for (const units of opening.values()) expect(units).toBeGreaterThanOrEqual(0);
    // And forwards again it gives today's stock.
    expect(replayMovements(opening, movements)).toEqual(stockCounts(customers));
  });
});

describe('moveItems and the log', () => {
  it('writes one record per line in the same step as the move, found by the site filters', async () => {
    const { access } = await login('manager');
    const [from, to] = twoSites();
    const { item, line } = lineBetween(from, to);
    const before = getDatabase().movements.length;
    const moved = await call('moveItems', { token: access, body: [line] });
    expect(moved.status).toBe(200);
    expect(getDatabase().movements.length).toBe(before + 1);

    const page = await list(access, `site_id=${to.id}&page_size=5`);
    const record = page.results[0];
    expect(record).toMatchObject({
      moved_by: { name: 'Priya Shah' },
      quantity: 2,
      from: { site_id: from.id, site_name: from.name },
      to: {
        site_id: to.id,
        site_name: to.name,
        sublocation: to.sublocations[0]?.name,
        subarea: to.sublocations[0]?.subareas[0]?.name,
      },
    });
    expect(record?.item.name).toBe(item.item?.name ?? item.name);
    const fromSite = await list(access, `site_id=${from.id}&page_size=5`);
    expect(fromSite.results[0]?.id).toBe(record?.id);
    const byItem = await list(
      access,
      `item=${encodeURIComponent(record?.item.name.slice(0, 4).toUpperCase() ?? '')}`,
    );
    expect(byItem.results.some((movement) => movement.id === record?.id)).toBe(true);
    const at = record?.moved_at ?? '';
    expect((await list(access, `from=${at}&to=${at}`)).results.map((m) => m.id)).toContain(
      record?.id,
    );
    const dayBefore = new Date(Date.parse(at) - 86_400_000).toISOString();
    expect((await list(access, `to=${dayBefore}`)).results.map((m) => m.id)).not.toContain(
      record?.id,
    );
  });

  it('writes nothing when the move is refused, and once for a repeated Idempotency-Key', async () => {
    const { access } = await login('admin');
    const [from, to] = twoSites();
    const { line } = lineBetween(from, to);
    const before = getDatabase().movements.length;
    const tooMany = await call('moveItems', {
      token: access,
      body: [{ ...line, quantity: 1_000_000 }],
    });
    expect(tooMany.status).toBe(409);
    expect(getDatabase().movements.length).toBe(before);

    const headers = { 'Idempotency-Key': 'move-log-test-1' };
    const first = await call('moveItems', { token: access, body: [line], headers });
    const again = await call('moveItems', { token: access, body: [line], headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(getDatabase().movements.length).toBe(before + 1);
  });
});
