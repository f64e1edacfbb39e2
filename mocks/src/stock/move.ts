import type { CustomerNode, Id, InventoryItem, MoveLine, Site } from '../schemas';

export type MoveOutcome =
  | { ok: true; customers: CustomerNode[] }
  | { ok: false; status: 400 | 403 | 404 | 409; reason: string };

export interface ApplyMoveOptions {
  /** The customer asking: a line touching another customer's stock or sites is refused (403). */
  actingCustomerId?: Id;
  /** Stamped as `last_updated` on the items that change. */
  now?: Date;
  /** Ids for new records; by default one above the highest of that kind in the tree. */
  nextId?: (kind: 'allocation' | 'inventory_item') => Id;
}

interface SitePath {
  customer: number;
  client: number;
  site: number;
  customerId: Id;
}

type Refusal = Extract<MoveOutcome, { ok: false }>;
const refuse = (status: Refusal['status'], reason: string): Refusal => ({
  ok: false,
  status,
  reason,
});

/** The catalogue entry a site item stands for, so the same component is found on another site. */
const catalogueKey = (item: InventoryItem): string =>
  item.item ? `id:${item.item.id}` : `name:${item.name ?? ''}`;

const itemLabel = (item: InventoryItem): string =>
  item.item?.name ?? item.name ?? `item ${item.id}`;

/** A copy of the parts of a site a move changes; inspections and the rest stay shared. */
function copySiteStock(site: Site): Site {
  return {
    ...site,
    sublocations: site.sublocations.map((sublocation) => ({
      ...sublocation,
      subareas: sublocation.subareas.map((subarea) => ({
        ...subarea,
        allocations: subarea.allocations.map((allocation) => ({ ...allocation })),
      })),
    })),
    inventory_items: site.inventory_items.map((item) => ({
      ...item,
      allocations: item.allocations.map((allocation) => ({ ...allocation })),
    })),
  };
}

function defaultIds(customers: readonly CustomerNode[]) {
  let maxItem = 0;
  let maxAllocation = 0;
  for (const customer of customers) {
    for (const client of customer.clients) {
      for (const site of client.sites) {
        for (const item of site.inventory_items) {
          maxItem = Math.max(maxItem, item.id);
          for (const allocation of item.allocations)
            maxAllocation = Math.max(maxAllocation, allocation.id);
        }
        for (const sublocation of site.sublocations) {
          for (const subarea of sublocation.subareas) {
            for (const allocation of subarea.allocations) {
              maxAllocation = Math.max(maxAllocation, allocation.id);
            }
          }
        }
      }
    }
  }
  return (kind: 'allocation' | 'inventory_item'): Id => {
    if (kind === 'allocation') {
      maxAllocation += 1;
      return maxAllocation;
    }
    maxItem += 1;
    return maxItem;
  };
}

const sum = (quantities: readonly { quantity: number }[]) =>
  quantities.reduce((total, entry) => total + entry.quantity, 0);

/** Keeps the derived counts (`subarea.items`, `site.items`) in step with the allocations. */
function recount(site: Site): void {
  for (const sublocation of site.sublocations) {
    for (const subarea of sublocation.subareas) subarea.items = sum(subarea.allocations);
  }
  site.items = sum(site.inventory_items);
}

/**
 * Applies the lines of a moveItems call to the customer tree: all of them or none.
 *
 * A line takes `quantity` units of the site item `item_id` from the allocation in
 * `from_subarea_id` (or, without it, from the item's unallocated units) and puts them in the
 * destination subarea, on the destination site's record of the same catalogue item (created if
 * the site has none). Refused, with nothing changed: an unknown item or destination (404), a
 * line touching another customer (403), more than is available (409), a malformed line (400).
 * The input is never modified; unchanged parts of the tree are shared with the result.
 */
export function applyMove(
  customers: readonly CustomerNode[],
  lines: readonly MoveLine[],
  options: ApplyMoveOptions = {},
): MoveOutcome {
  if (lines.length === 0) return refuse(400, 'No lines to move');

  const sitePaths = new Map<Id, SitePath>();
  const itemSites = new Map<Id, Id>();
  customers.forEach((customer, customerIndex) => {
    customer.clients.forEach((client, clientIndex) => {
      client.sites.forEach((site, siteIndex) => {
        sitePaths.set(site.id, {
          customer: customerIndex,
          client: clientIndex,
          site: siteIndex,
          customerId: customer.id,
        });
        for (const item of site.inventory_items) itemSites.set(item.id, site.id);
      });
    });
  });

  const working = new Map<Id, Site>();
  const siteAt = (path: SitePath): Site =>
    customers[path.customer]?.clients[path.client]?.sites[path.site] as Site;
  const workingSite = (siteId: Id, path: SitePath): Site => {
    let site = working.get(siteId);
    if (!site) {
      site = copySiteStock(siteAt(path));
      working.set(siteId, site);
    }
    return site;
  };
  let nextId = options.nextId;
  const newId = (kind: 'allocation' | 'inventory_item') => {
    nextId ??= defaultIds(customers);
    return nextId(kind);
  };
  const stamp = options.now?.toISOString();

  for (const [index, line] of lines.entries()) {
    const lineName = `Line ${index + 1}`;
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) {
      return refuse(400, `${lineName}: the quantity must be a whole number above 0`);
    }
    const sourceSiteId = itemSites.get(line.item_id);
    const sourcePath = sourceSiteId === undefined ? undefined : sitePaths.get(sourceSiteId);
    if (sourceSiteId === undefined || !sourcePath) {
      return refuse(404, `${lineName}: unknown item ${line.item_id}`);
    }
    const destination = line.destination;
    const destinationPath = sitePaths.get(destination.site_id);
    if (!destinationPath) return refuse(404, `${lineName}: unknown site ${destination.site_id}`);
    const acting = options.actingCustomerId;
    if (
      acting !== undefined &&
      (sourcePath.customerId !== acting || destinationPath.customerId !== acting)
    ) {
      return refuse(403, `${lineName}: the item or the destination belongs to another customer`);
    }
    if (sourcePath.customerId !== destinationPath.customerId) {
      return refuse(403, `${lineName}: stock cannot move between customers`);
    }

    const source = workingSite(sourceSiteId, sourcePath);
    const target = workingSite(destination.site_id, destinationPath);
    const sublocation = target.sublocations.find(
      (candidate) => candidate.id === destination.sublocation_id,
    );
    if (!sublocation) {
      return refuse(
        404,
        `${lineName}: unknown sublocation ${destination.sublocation_id} on site ${destination.site_id}`,
      );
    }
    const targetSubarea = sublocation.subareas.find(
      (candidate) => candidate.id === destination.subarea_id,
    );
    if (!targetSubarea) {
      return refuse(
        404,
        `${lineName}: unknown subarea ${destination.subarea_id} in sublocation ${sublocation.id}`,
      );
    }
    const item = source.inventory_items.find(
      (candidate) => candidate.id === line.item_id,
    ) as InventoryItem;

    // Where the units leave from, and how many are there.
    const fromSubareaId = line.from_subarea_id ?? null;
    let available: number;
    if (fromSubareaId === null) {
      available = item.quantity - sum(item.allocations);
    } else {
      const sourceSubareaExists = source.sublocations.some((candidate) =>
        candidate.subareas.some((subarea) => subarea.id === fromSubareaId),
      );
      if (!sourceSubareaExists) {
        return refuse(404, `${lineName}: unknown subarea ${fromSubareaId} on site ${sourceSiteId}`);
      }
      available =
        item.allocations.find((allocation) => allocation.subarea_id === fromSubareaId)?.quantity ??
        0;
    }
    if (line.quantity > available) {
      return refuse(
        409,
        `${lineName}: only ${Math.max(0, available)} of ${itemLabel(item)} available, ${line.quantity} requested`,
      );
    }
    if (sourceSiteId === destination.site_id && fromSubareaId === destination.subarea_id) {
      return refuse(400, `${lineName}: the source and the destination are the same`);
    }

    // Leave.
    item.quantity -= line.quantity;
    if (fromSubareaId !== null) {
      const allocation = item.allocations.find(
        (candidate) => candidate.subarea_id === fromSubareaId,
      );
      if (allocation) {
        allocation.quantity -= line.quantity;
        for (const sourceSublocation of source.sublocations) {
          for (const subarea of sourceSublocation.subareas) {
            if (subarea.id !== fromSubareaId) continue;
            const listed = subarea.allocations.find((candidate) => candidate.id === allocation.id);
            if (listed) listed.quantity = allocation.quantity;
            if (allocation.quantity === 0) {
              subarea.allocations = subarea.allocations.filter(
                (candidate) => candidate.id !== allocation.id,
              );
            }
          }
        }
        if (allocation.quantity === 0) {
          item.allocations = item.allocations.filter((candidate) => candidate.id !== allocation.id);
        }
      }
    }
    if (stamp) item.last_updated = stamp;

    // Arrive.
    let targetItem = target.inventory_items.find(
      (candidate) => catalogueKey(candidate) === catalogueKey(item),
    );
    if (!targetItem) {
      targetItem = {
        id: newId('inventory_item'),
        ...(item.name === undefined ? {} : { name: item.name }),
        ...(item.item === undefined ? {} : { item: { ...item.item } }),
        quantity: 0,
        ...(item.weight === undefined ? {} : { weight: item.weight }),
        ...(item.weight_in_kg === undefined ? {} : { weight_in_kg: item.weight_in_kg }),
        financial_metrics: { ...item.financial_metrics },
        allocations: [],
        last_updated: stamp ?? item.last_updated ?? null,
      };
      target.inventory_items.push(targetItem);
    }
    targetItem.quantity += line.quantity;
    if (stamp) targetItem.last_updated = stamp;
    const arrivedItem = targetItem;
    const existing = arrivedItem.allocations.find(
      (candidate) => candidate.subarea_id === targetSubarea.id,
    );
    if (existing) {
      existing.quantity += line.quantity;
      const listed = targetSubarea.allocations.find((candidate) => candidate.id === existing.id);
      if (listed) listed.quantity = existing.quantity;
      else
        targetSubarea.allocations.push({
          id: existing.id,
          inventory_item: arrivedItem.id,
          quantity: existing.quantity,
        });
    } else {
      const id = newId('allocation');
      arrivedItem.allocations.push({ id, subarea_id: targetSubarea.id, quantity: line.quantity });
      targetSubarea.allocations.push({
        id,
        inventory_item: arrivedItem.id,
        quantity: line.quantity,
      });
    }
  }

  // Rebuild only the paths that changed.
  const next = [...customers];
  for (const [siteId, site] of working) {
    recount(site);
    const path = sitePaths.get(siteId) as SitePath;
    const customer = next[path.customer] as CustomerNode;
    const clients = [...customer.clients];
    const client = clients[path.client] as CustomerNode['clients'][number];
    const sites = [...client.sites];
    sites[path.site] = site;
    clients[path.client] = { ...client, sites };
    next[path.customer] = { ...customer, clients };
  }
  return { ok: true, customers: next };
}
