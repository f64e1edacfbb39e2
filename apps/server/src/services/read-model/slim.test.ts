// The slim view answers every read as the whole tree does: each builder the server feeds a slim
// view reads only what it holds, and the reads that need more (whole-reads.ts) give the whole
// tree's answers from the few sites they read whole. Over the 1× sample and over generated trees
// (ties in names, empty sites, sublocations without subareas, allocations of 0).
import {
  COMPONENT_SEARCH_MAX,
  type CustomerNode,
  type CustomerReads,
  componentSearchAnswer,
  customerReads,
  dashboardSummaryAnswer,
  type Id,
  INSPECTION_SITE_SORTS,
  INSPECTION_STATUS_CODES,
  INVENTORY_SORTS,
  type Inspection,
  inspectionDetailsAnswer,
  inspectionSitesPage,
  inspectionSummaryAnswer,
  inventoryItemsAnswer,
  inventoryRows,
  inventorySitesPage,
  lowStockPage,
  moveDestinationsPage,
  SITE_SORTS,
  type Site,
  siteClientsPage,
  siteDetailsAnswer,
  siteInspectionsPage,
  siteListPage,
  siteOverviewAnswer,
  siteTonnagePage,
} from '@scaffold/domain';
import { seedDatabase } from '@scaffold/mocks/seed';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customerTreeArb,
  instantArb,
} from '../../../../../packages/domain/src/testing/arbitraries';
import {
  buildItem,
  buildSite,
  buildTree,
} from '../../../../../packages/domain/src/testing/builders';
import { Interner } from './intern';
import { slimTree } from './slim';
import {
  componentSearchRead,
  inspectionDetailsRead,
  moveDestinationsRead,
  type SiteSource,
  siteDetailsRead,
  siteInspectionsRead,
} from './whole-reads';

/** The whole tree as a SiteSource: what the server reads by SQL, read from memory. */
function memorySource(whole: CustomerReads): SiteSource {
  const site = (id: Id) => whole.site(id) as Site;
  return {
    wholeSites: async (sites) =>
      sites.map((slim) => ({
        ...slim,
        sublocations: site(slim.id).sublocations,
        inventory_items: site(slim.id).inventory_items,
      })),
    sublocations: async (ids) => new Map(ids.map((id) => [id, site(id).sublocations])),
    historyKeys: async (siteId) =>
      site(siteId).inspections.map(({ id, created_at }) => ({ id, created_at })),
    inspections: async (ids) =>
      ids.flatMap((id) => {
        const found = whole.inspection(id);
        return found ? [{ siteId: found.site.id, inspection: found.inspection }] : [];
      }),
    tagNumbers: async () => new Map(),
  };
}

type Read = (view: CustomerReads, now: Date) => unknown;
type WholeRead = (slim: CustomerReads, source: SiteSource) => Promise<unknown>;

/** Every read the server answers from the slim view, with a spread of queries. */
function slimReads(tree: CustomerNode[]): [string, Read][] {
  const sites = tree.flatMap((customer) => customer.clients.flatMap((client) => client.sites));
  const clients = tree.flatMap((customer) => customer.clients.map((client) => client.id));
  const rows = inventoryRows(tree);
  const reads: [string, Read][] = [
    ['dashboardSummary', (view, now) => dashboardSummaryAnswer(view, now)],
    ['dashboardSummary top 1', (view, now) => dashboardSummaryAnswer(view, now, 1)],
    ['siteTonnage', (view, now) => siteTonnagePage(view, now, 1, 200)],
    ['siteTonnage p2', (view, now) => siteTonnagePage(view, now, 2, 3)],
    ['lowStock', (view, now) => lowStockPage(view, now, 1, 200)],
    ['siteOverview', (view, now) => siteOverviewAnswer(view, now)],
    ['inspectionSummary', (view, now) => inspectionSummaryAnswer(view, now)],
  ];
  for (const search of [undefined, 'a', 'ROAD', 'zzz']) {
    for (const sort of SITE_SORTS) {
      for (const status of [undefined, 'active', 'pending', 'archived']) {
        reads.push([
          `siteList ${search} ${sort} ${status}`,
          (view) => siteListPage(view, { search, sort, status, page: 1, page_size: 200 }),
        ]);
      }
    }
    for (const status of [undefined, 'all', 'active', 'completed']) {
      reads.push([
        `siteClients ${search} ${status}`,
        (view, now) => siteClientsPage(view, { search, status, page: 1, page_size: 200 }, now),
      ]);
    }
    for (const sort of INSPECTION_SITE_SORTS) {
      for (const status of [undefined, ...INSPECTION_STATUS_CODES]) {
        reads.push([
          `inspectionSites ${search} ${sort} ${status}`,
          (view, now) =>
            inspectionSitesPage(
              view,
              { search, sort, inspection_status: status, page: 1, page_size: 200 },
              now,
            ),
        ]);
      }
    }
    for (const sort of INVENTORY_SORTS) {
      for (const low of [undefined, true]) {
        reads.push([
          `inventoryItems ${search} ${sort} ${low}`,
          (view) =>
            inventoryItemsAnswer(view, { search, sort, low_only: low, page: 1, page_size: 200 }),
        ]);
      }
    }
  }
  for (const clientId of clients.slice(0, 6)) {
    reads.push([
      `siteList client ${clientId}`,
      (view) => siteListPage(view, { client_id: clientId, sort: 'name', page: 1, page_size: 50 }),
    ]);
  }
  for (const site of sites.slice(0, 6)) {
    reads.push([
      `inventoryItems site ${site.id}`,
      (view) =>
        inventoryItemsAnswer(view, { site_id: site.id, sort: 'name', page: 1, page_size: 50 }),
    ]);
  }
  for (const row of rows) {
    reads.push([`inventorySites ${row.key}`, (view) => inventorySitesPage(view, row.key, 1, 200)]);
  }
  return reads;
}

/** The reads that need more than the slim view: the server's way, and the whole tree's. */
function wholeReads(tree: CustomerNode[]): [string, WholeRead, Read][] {
  const sites = tree.flatMap((customer) => customer.clients.flatMap((client) => client.sites));
  const names = [...new Set(inventoryRows(tree).map((row) => row.name))];
  const queries = ['a', 'e', 'standard', '3', 'zzz', ...names.map((name) => name.slice(1, 4))];
  const reads: [string, WholeRead, Read][] = [];
  for (const q of queries.filter((query) => query.trim())) {
    for (const limit of [1, 2, 5, COMPONENT_SEARCH_MAX]) {
      reads.push([
        `componentSearch ${q} ${limit}`,
        (slim, source) => componentSearchRead(slim, source, q, limit),
        (whole) => componentSearchAnswer(whole, q, limit),
      ]);
    }
  }
  for (const search of [undefined, 'a', 'zzz']) {
    for (const [page, size] of [
      [1, 200],
      [1, 2],
      [3, 2],
    ] as const) {
      const filter = { search, page, page_size: size };
      reads.push([
        `moveDestinations ${search} ${page}/${size}`,
        (slim, source) => moveDestinationsRead(slim, source, filter),
        (whole) => moveDestinationsPage(whole, filter),
      ]);
    }
  }
  for (const site of [...sites, { id: 999_999_999 } as Site]) {
    reads.push([
      `siteDetails ${site.id}`,
      (slim, source) => siteDetailsRead(slim, source, site.id),
      (whole) => siteDetailsAnswer(whole, site.id),
    ]);
    for (const [page, size] of [
      [1, 100],
      [2, 1],
    ] as const) {
      reads.push([
        `siteInspections ${site.id} ${page}/${size}`,
        (slim, source) => siteInspectionsRead(slim, source, site.id, page, size),
        (whole) => siteInspectionsPage(whole, site.id, page, size),
      ]);
    }
    for (const inspection of site.inspections ?? []) {
      reads.push([
        `inspectionDetails ${inspection.id}`,
        (slim, source) => inspectionDetailsRead(slim, source, inspection.id),
        (whole) => inspectionDetailsAnswer(whole, inspection.id),
      ]);
    }
  }
  return reads;
}

/** Every read over both views; the names of those that differ. */
async function differing(tree: CustomerNode[], now: Date): Promise<string[]> {
  const whole = customerReads(tree);
  const slim = customerReads(slimTree(tree, new Interner()));
  const source = memorySource(whole);
  const found: string[] = [];
  for (const [name, read] of slimReads(tree)) {
    if (JSON.stringify(read(slim, now)) !== JSON.stringify(read(whole, now))) found.push(name);
  }
  for (const [name, fromSlim, fromWhole] of wholeReads(tree)) {
    const a = await fromSlim(slim, source);
    if (JSON.stringify(a) !== JSON.stringify(fromWhole(whole, now) ?? null)) found.push(name);
  }
  return found;
}

/**
 * A tree as a database row holds it: optional fields present, null when absent (PostgreSQL has
 * one null; the sample and the server both write every field).
 */
function asStored(tree: CustomerNode[]): CustomerNode[] {
  return tree.map((customer) => ({
    ...customer,
    clients: customer.clients.map((client) => ({
      ...client,
      address: client.address ?? null,
      sites: client.sites.map((site) => ({
        id: site.id,
        name: site.name,
        location: site.location ?? null,
        city: site.city ?? null,
        state: site.state ?? null,
        start_date: site.start_date ?? null,
        end_date: site.end_date ?? null,
        expected_end_date: site.expected_end_date ?? null,
        status: site.status,
        manager: site.manager ?? null,
        last_inspection_date: site.last_inspection_date ?? null,
        inspection_due: site.inspection_due ?? null,
        next_inspection_date: site.next_inspection_date ?? null,
        inspections: site.inspections,
        sublocations: site.sublocations,
        inventory_items: site.inventory_items.map((item) => ({
          ...item,
          last_updated: item.last_updated ?? null,
        })),
        ...(site.items === undefined ? {} : { items: site.items }),
        client: { id: client.id, name: client.name, address: client.address ?? null },
      })),
    })),
  }));
}

const inspectionArb = fc.record({
  passed: fc.constantFrom(true, false, null),
  notes: fc.option(fc.string({ maxLength: 70 }), { nil: null }),
  created_at: fc.option(
    instantArb.map((date) => date.toISOString()),
    { nil: '' },
  ),
  completed_at: fc.option(
    instantArb.map((date) => date.toISOString()),
    { nil: null },
  ),
  items: fc.array(
    fc.record({
      name: fc.constantFrom(
        'structure.ties_secure',
        'access.ladders_fixed',
        'platforms.trap_doors',
      ),
      status: fc.constantFrom('pass', 'fail', 'na', 'attention', ''),
    }),
    { maxLength: 4 },
  ),
});

const placesArb = fc.array(
  fc.record({
    name: fc.constantFrom('North Elevation', 'Roof', 'Lift 1'),
    subareas: fc.array(fc.constantFrom('Bay 1', 'Lift 2', 'Deck'), { maxLength: 3 }),
  }),
  { maxLength: 3 },
);

/**
 * A generated tree with unique ids (as a server's are), item names from a short list (so names
 * repeat and tie), each site some sublocations (some without subareas) and inspections, and its
 * items' allocations placed in its subareas on both sides of the tree, some of 0 units.
 */
const treeArb = fc
  .tuple(
    customerTreeArb,
    fc.array(fc.tuple(placesArb, fc.array(inspectionArb, { maxLength: 3 })), {
      minLength: 8,
      maxLength: 8,
    }),
    fc.array(fc.constantFrom('Ledger', 'ledger', 'Board 3.9m', 'Standard', undefined, ' '), {
      minLength: 9,
      maxLength: 9,
    }),
    fc.array(fc.nat({ max: 50 }), { minLength: 16, maxLength: 16 }),
  )
  .map(([customers, extras, itemNames, numbers]): CustomerNode[] => {
    let next = 1;
    let siteIndex = 0;
    let itemIndex = 0;
    return customers.slice(0, 1).map((customer) => ({
      ...customer,
      clients: customer.clients.map((client) => ({
        ...client,
        id: next++,
        sites: client.sites.map((site) => {
          const [places = [], inspections = []] = extras[siteIndex++ % extras.length] ?? [];
          const sublocations = places.map((place) => ({
            id: next++,
            name: place.name,
            subareas: place.subareas.map((name) => ({
              id: next++,
              name,
              allocations: [] as { id: Id; inventory_item: Id; quantity: number }[],
            })),
          }));
          const subareas = sublocations.flatMap((sublocation) => sublocation.subareas);
          const items = site.inventory_items.map((item) => {
            const id = next++;
            const index = itemIndex++;
            const name = itemNames[index % itemNames.length];
            const allocations = subareas.length
              ? item.allocations.map((_allocation, place) => {
                  const subarea = subareas[
                    (index + place) % subareas.length
                  ] as (typeof subareas)[number];
                  const quantity = numbers[(index + place) % numbers.length] ?? 0;
                  const allocationId = next++;
                  subarea.allocations.push({ id: allocationId, inventory_item: id, quantity });
                  return { id: allocationId, subarea_id: subarea.id, quantity };
                })
              : [];
            return {
              ...item,
              id,
              ...(name === undefined ? { name: undefined } : { name }),
              allocations,
            };
          });
          return {
            ...site,
            id: next++,
            sublocations,
            inventory_items: items,
            inspections: inspections.map(
              (inspection) =>
                ({
                  ...inspection,
                  id: next++,
                  photos: [],
                  signatures: [],
                }) as unknown as Inspection,
            ),
          };
        }),
      })),
    }));
  });

/**
 * A site holding `items` (name and units), each allocated in a subarea of its own: the subareas
 * in the order of `places` (indexes into `items`), so the allocation tree can list a later item
 * first.
 */
function siteHolding(id: Id, items: [string, number][], places: number[]): Site {
  const itemIds = items.map((_, index) => id * 100 + index);
  return buildSite({
    id,
    sublocations: [
      {
        id: id * 100,
        name: 'Elevation',
        subareas: places.map((index) => ({
          id: id * 100 + 50 + index,
          name: `Bay ${index}`,
          allocations: [
            { id: id * 1000 + index, inventory_item: itemIds[index] as Id, quantity: 1 },
          ],
        })),
      },
    ],
    inventory_items: items.map(([name, quantity], index) =>
      buildItem({
        id: itemIds[index] as Id,
        name,
        quantity,
        allocations: [{ id: id * 1000 + index, subarea_id: id * 100 + 50 + index, quantity: 1 }],
      }),
    ),
  });
}

describe('the slim view against the whole tree', () => {
  it("reads whole every name first seen on one site (their order is its allocation tree's)", async () => {
    // Site 1 lists Alpha first but holds Beta first in its allocation tree: a search for 'a'
    // answers Beta's places first, and Beta's second place is on site 2, which Alpha lacks.
    const tree = buildTree([
      {
        id: 1,
        sites: [
          siteHolding(
            1,
            [
              ['Alpha', 1],
              ['Beta', 1],
            ],
            [1, 0],
          ),
          siteHolding(2, [['Beta', 1]], [0]),
          siteHolding(3, [['Alpha', 1]], [0]),
          siteHolding(4, [['Alpha', 1]], [0]),
        ],
      },
    ]);
    const whole = customerReads(asStored(tree));
    const slim = customerReads(slimTree(asStored(tree), new Interner()));
    const answer = await componentSearchRead(slim, memorySource(whole), 'a', 2);
    expect(answer.results.map((row) => [row.item_name, row.site_id])).toEqual([
      ['Beta', 1],
      ['Beta', 2],
    ]);
    expect(answer).toEqual(componentSearchAnswer(whole, 'a', 2));
  });

  it('answers every read of the 1× sample as the whole tree does, for both customers', async () => {
    const state = seedDatabase();
    for (const customer of state.customers) {
      const tree = asStored([customer]);
      expect(await differing(tree, new Date(state.referenceDate))).toEqual([]);
    }
  }, 120_000);

  it('answers every read of generated trees as the whole tree does', async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, instantArb, async (tree, now) => {
        expect(await differing(asStored(tree), now)).toEqual([]);
      }),
      { numRuns: 60, interruptAfterTimeLimit: 60_000 },
    );
  }, 120_000);
});
