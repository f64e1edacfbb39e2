import type {
  ClientNode,
  CustomerNode,
  Id,
  InventoryItem,
  ItemAllocation,
  SampleSite,
  Site,
  Sublocation,
} from '@scaffold/domain';
import { SAMPLE_CATALOGUE } from './catalogue';
import type { SampleData } from './generate';
import { type IdCounter, sampleInspectionHistory, sampleInspectionState } from './inspections';
import { createSeededRandom, deriveSeed, type SeededRandom } from './prng';
import { SUBAREA_NAMES, SUBLOCATION_NAMES } from './vocabulary';

export interface CustomerTreeOptions {
  /** The server customer that owns the sample's customers (as clients). */
  customerId: Id;
  customerName: string;
  /**
   * Added to every id in the tree, so two trees can live in one database without clashes.
   * Sites keep their sample id + idBase and clients their sample customer id + idBase; other
   * records are numbered from idBase + 1 in tree order. Default 0.
   */
  idBase?: number;
}

const STATUS_NAMES = { active: 'Active', pending: 'Pending', completed: 'Completed' } as const;

function counter(start: number): IdCounter {
  let last = start;
  return { next: () => (last += 1) };
}

/** A split of `total` into `parts` positive whole shares (parts ≤ total). */
function split(random: SeededRandom, total: number, parts: number): number[] {
  if (parts <= 1 || total < parts) return [total];
  const cuts = new Set<number>();
  while (cuts.size < parts - 1) cuts.add(random.int(1, total - 1));
  const sorted = [...cuts].sort((a, b) => a - b);
  return [...sorted, total].map((cut, index) => cut - (index === 0 ? 0 : (sorted[index - 1] ?? 0)));
}

/** Some managers are not yet assigned (the Sites screen says 'Manager not assigned yet'). */
const hasNoManager = (index: number) => index % 9 === 4;

interface Counters {
  sublocation: IdCounter;
  subarea: IdCounter;
  item: IdCounter;
  allocation: IdCounter;
  inspection: IdCounter;
  signature: IdCounter;
}

function buildSite(
  sample: SampleData,
  site: SampleSite,
  index: number,
  client: { id: Id; name: string; address: string | null },
  stockOnSite: ReadonlyMap<Id, number> | undefined,
  ids: Counters,
  idBase: number,
  referenceMs: number,
): Site {
  const random = createSeededRandom(deriveSeed(sample.seed, 7, site.id));
  const sublocations: Sublocation[] = random
    .sample(SUBLOCATION_NAMES, random.int(1, 3))
    .map((name) => ({
      id: ids.sublocation.next(),
      name,
      subareas: random.sample(SUBAREA_NAMES, random.int(1, 3)).map((subareaName) => ({
        id: ids.subarea.next(),
        name: subareaName,
        allocations: [],
        items: 0,
      })),
    }));
  const subareas = sublocations.flatMap((sublocation) => sublocation.subareas);

  const inventory_items: InventoryItem[] = [];
  for (const stock of sample.inventory) {
    const quantity = stockOnSite?.get(stock.id);
    if (!quantity) continue;
    const entry = SAMPLE_CATALOGUE.find((candidate) => candidate.id === stock.id);
    const itemId = ids.item.next();
    // Pending sites keep deliveries unallocated; on active sites one item in five is fully
    // allocated (no stock to spare), the rest leave 10–50% free.
    const share = site.status === 'pending' ? 0 : random.chance(0.2) ? 1 : random.float(0.5, 0.9);
    const allocatedTotal = Math.floor(quantity * share);
    // Small stock (ladders) sits in one or two places; bulk stock spreads over more subareas.
    const places = Math.min(
      random.int(1, subareas.length),
      Math.max(1, Math.floor(allocatedTotal / 8)),
    );
    const targets = random.sample(subareas, places);
    const shares = allocatedTotal > 0 ? split(random, allocatedTotal, targets.length) : [];
    const allocations: ItemAllocation[] = shares.map((allocationQuantity, shareIndex) => ({
      id: ids.allocation.next(),
      subarea_id: (targets[shareIndex] as { id: Id }).id,
      quantity: allocationQuantity,
    }));
    for (const allocation of allocations) {
      const subarea = subareas.find((candidate) => candidate.id === allocation.subarea_id);
      if (!subarea) continue;
      subarea.allocations.push({
        id: allocation.id,
        inventory_item: itemId,
        quantity: allocation.quantity,
      });
      subarea.items = (subarea.items ?? 0) + allocation.quantity;
    }
    inventory_items.push({
      id: itemId,
      name: stock.name,
      item: { id: stock.id + idBase, name: stock.name, category: stock.category },
      quantity,
      weight: stock.weight,
      weight_in_kg: stock.weight,
      financial_metrics: {
        replacement_cost: stock.financialMetrics.replacementCost,
        daily_rate: stock.financialMetrics.dailyRate,
        maintenance_cost: entry?.maintenanceCost ?? stock.financialMetrics.maintenanceCost,
      },
      allocations,
      last_updated: stock.lastUpdated,
    });
  }

  const startMs = Date.parse(site.startDate);
  const endMs = Date.parse(site.expectedEndDate);
  const history = sampleInspectionHistory(
    random,
    ids,
    sampleInspectionState(index, site.status),
    { startMs, endMs },
    referenceMs,
  );
  const [firstName = '', ...lastNames] = (site.assignedTeam[0] ?? '').split(' ');
  return {
    id: site.id + idBase,
    name: site.name,
    location: site.address,
    city: site.city,
    state: site.state,
    start_date: site.startDate,
    end_date: site.status === 'completed' ? site.expectedEndDate : null,
    expected_end_date: site.expectedEndDate,
    status: { code: site.status, name: STATUS_NAMES[site.status] },
    manager:
      hasNoManager(index) || !firstName
        ? null
        : { first_name: firstName, last_name: lastNames.join(' ') },
    last_inspection_date: history.last,
    inspection_due: history.next,
    next_inspection_date: history.next,
    inspections: history.inspections,
    sublocations,
    inventory_items,
    items: inventory_items.reduce((sum, item) => sum + item.quantity, 0),
    client,
  };
}

/**
 * Shapes the sample into the server's customer → client → site tree: the sample's customers
 * become the clients of one customer (the demo's customer 1), each with its sites, stock in
 * sublocations → subareas → allocations, managers (some unassigned) and an inspection history
 * whose dates sit around the sample's reference date (overdue, up-to-date and never inspected).
 */
export function sampleToCustomerTree(
  sample: SampleData,
  options: CustomerTreeOptions,
): CustomerNode {
  const idBase = options.idBase ?? 0;
  const referenceMs = Date.parse(sample.referenceDate);
  const ids: Counters = {
    sublocation: counter(idBase),
    subarea: counter(idBase),
    item: counter(idBase),
    allocation: counter(idBase),
    inspection: counter(idBase),
    signature: counter(idBase),
  };
  const clients = new Map<Id, ClientNode>();
  for (const customer of sample.customers) {
    clients.set(customer.id, {
      id: customer.id + idBase,
      name: customer.name,
      address: `${customer.address}, ${customer.city} ${customer.zipCode}`,
      sites: [],
    });
  }
  // Site id → catalogue item id → units on that site, built once (large samples stay fast).
  const stockBySite = new Map<Id, Map<Id, number>>();
  for (const stock of sample.inventory) {
    for (const allocation of stock.allocations) {
      const onSite = stockBySite.get(allocation.locationId) ?? new Map<Id, number>();
      onSite.set(stock.id, allocation.quantity);
      stockBySite.set(allocation.locationId, onSite);
    }
  }
  sample.sites.forEach((site, index) => {
    const client = clients.get(site.customerId);
    if (!client) return;
    const clientRef = { id: client.id, name: client.name, address: client.address ?? null };
    client.sites.push(
      buildSite(sample, site, index, clientRef, stockBySite.get(site.id), ids, idBase, referenceMs),
    );
  });
  return { id: options.customerId, name: options.customerName, clients: [...clients.values()] };
}
