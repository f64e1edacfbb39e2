// The read model's view of a customer is SLIM (docs/DECISIONS.md "The server's read model"): each
// site with its own fields and its stock items, each item's allocations summed into one, its
// inspections reduced to what the summaries read, and no sublocation tree. The domain's answer
// builders run on it unchanged for every read that needs nothing more (slim.test.ts proves each
// answers as over the whole tree); the reads that need more load it by SQL (site-trees.ts).
//
// Sites are assembled here from their parts, whether read from PostgreSQL (load.ts) or cut from
// a whole site in memory (slimSite, for the tests), so both give the same objects.
import type {
  ClientNode,
  CustomerNode,
  Id,
  Inspection,
  InspectionItem,
  InventoryItem,
  Site,
  Sublocation,
} from '@scaffold/domain';
import type { Interner } from './intern';

/** A site's own fields, as its row holds them. */
export interface SiteFields {
  id: Id;
  name: string;
  location: string | null;
  city: string | null;
  state: string | null;
  start_date: string | null;
  end_date: string | null;
  expected_end_date: string | null;
  status: { code: string; name: string };
  manager: { first_name: string; last_name: string } | null;
  last_inspection_date: string | null;
  inspection_due: string | null;
  next_inspection_date: string | null;
  items: number | null;
}

/** A stock item with its allocations summed: what every read but the allocation tree needs. */
export interface ItemParts {
  id: Id;
  name: string | null;
  item: InventoryItem['item'] | null;
  quantity: number;
  weight: number | null;
  weight_in_kg: number | null;
  financial_metrics: InventoryItem['financial_metrics'];
  /** Σ of its allocations' quantities, added in their order. */
  allocated: number;
  /** How many allocations it has. */
  allocationCount: number;
}

/**
 * What the summaries read of an inspection (inspectionMetrics, the history's length): its result,
 * whether it was completed, and its checklist answers that are not 'pass'.
 */
export interface InspectionOutcome {
  passed: boolean | null;
  completed: boolean;
  openItems: readonly Pick<InspectionItem, 'name' | 'status'>[];
}

export interface SiteParts {
  fields: SiteFields;
  client: NonNullable<Site['client']>;
  items: readonly ItemParts[];
  inspections: readonly InspectionOutcome[];
  /** Has the site a subarea stock can be moved to (moveDestinations keeps only those)? */
  destination: boolean;
}

const EMPTY: readonly never[] = Object.freeze([]);

/**
 * What a slim site holds in place of its sublocations: one shared stand-in sublocation with one
 * subarea when stock can be moved to the site, none otherwise. moveDestinationsPage then keeps
 * and orders the right sites; the page's real sublocations are read by SQL (routes/reads.ts).
 * No other read is given a slim view that walks sublocations (slim.test.ts).
 */
export const STAND_IN_SUBLOCATIONS: readonly Sublocation[] = Object.freeze([
  Object.freeze({
    id: 0,
    name: '',
    subareas: Object.freeze([Object.freeze({ id: 0, name: '', allocations: EMPTY })]),
  }) as unknown as Sublocation,
]);

/**
 * A key computed once per object: the loads share one parsed object per distinct catalogue entry
 * and outcome (load.ts), so 190,000 items cost a few stringifications, not one each.
 */
function keyedOnce<T extends object>(make: (value: T) => string) {
  const keys = new WeakMap<T, string>();
  return (value: T): string => {
    let key = keys.get(value);
    if (key === undefined) {
      key = make(value);
      keys.set(value, key);
    }
    return key;
  };
}

const catalogueKey = keyedOnce((catalogue: NonNullable<ItemParts['item']>) =>
  JSON.stringify(catalogue),
);

function slimItem(parts: ItemParts, intern: Interner): InventoryItem {
  const catalogue = parts.item;
  const metrics = parts.financial_metrics;
  // Every field in one literal (undefined where it is not kept), so each item is one object of
  // one shape, its fields inside it. Not kept: `weight` when `weight_in_kg` is there (a unit's
  // weight is read as weight_in_kg, else weight), `last_updated` (no summary reads it).
  return {
    id: parts.id,
    name: parts.name === null ? undefined : intern.string(parts.name),
    item: catalogue
      ? intern.object(`catalogue:${catalogueKey(catalogue)}`, () => ({ ...catalogue }))
      : undefined,
    quantity: parts.quantity,
    weight: parts.weight_in_kg === null ? (parts.weight ?? undefined) : undefined,
    weight_in_kg: parts.weight_in_kg ?? undefined,
    financial_metrics: intern.object(
      `metrics:${metrics.replacement_cost}:${metrics.daily_rate}:${metrics.maintenance_cost}`,
      () => ({ ...metrics }),
    ),
    // One allocation of the summed quantity: allocatedQuantity, availableQuantity and the finance
    // read nothing else of them.
    allocations:
      parts.allocationCount === 0
        ? EMPTY
        : intern.object(`allocated:${parts.allocated}`, () => [
            Object.freeze({ quantity: parts.allocated }),
          ]),
  } as unknown as InventoryItem;
}

/** Stands for any completion instant: the summaries read only whether there is one. */
export const COMPLETED = 'completed';

const outcomeKey = keyedOnce(
  (outcome: InspectionOutcome) =>
    `${outcome.passed}:${outcome.completed}:${outcome.openItems
      .map((item) => `${item.name}\u0000${item.status}`)
      .join('\u0001')}`,
);

/**
 * An inspection of the slim view: its outcome only, one object shared by every inspection with
 * the same outcome (a firm's hundred thousand inspections have a few dozen), and no id.
 */
function outcomeOf(outcome: InspectionOutcome, key: string, intern: Interner): Inspection {
  return intern.object(
    `outcome:${key}`,
    () =>
      ({
        passed: outcome.passed,
        completed_at: outcome.completed ? COMPLETED : null,
        items:
          outcome.openItems.length === 0
            ? EMPTY
            : Object.freeze(
                outcome.openItems.map((item) =>
                  Object.freeze({
                    name: intern.string(item.name),
                    status: intern.string(item.status),
                  }),
                ),
              ),
      }) as unknown as Inspection,
  );
}

/** A site's history of outcomes: one list shared by every site with the same one. */
function historyOf(
  outcomes: readonly InspectionOutcome[],
  intern: Interner,
): readonly Inspection[] {
  if (outcomes.length === 0) return EMPTY;
  const shared = outcomes.map((outcome) => outcomeOf(outcome, outcomeKey(outcome), intern));
  // Keyed by the outcomes' numbers: thousands of histories keyed by their outcomes' own keys
  // held 3 MB of key text.
  return intern.object(
    `history:${shared.map((outcome) => intern.numberOf(outcome)).join(',')}`,
    () => shared,
  );
}

/** A slim site from its parts: repeated values shared through `intern`. */
export function assembleSite(parts: SiteParts, intern: Interner): Site {
  const { fields } = parts;
  // One literal with every field, in the order the sample's sites have them.
  return {
    id: fields.id,
    name: fields.name,
    location: fields.location,
    city: intern.string(fields.city),
    state: intern.string(fields.state),
    start_date: intern.string(fields.start_date),
    end_date: intern.string(fields.end_date),
    expected_end_date: intern.string(fields.expected_end_date),
    status: intern.object(`status:${fields.status.code}\u0000${fields.status.name}`, () => ({
      code: intern.string(fields.status.code),
      name: intern.string(fields.status.name),
    })),
    manager: fields.manager
      ? intern.object(
          `manager:${fields.manager.first_name}\u0000${fields.manager.last_name}`,
          () => ({ ...fields.manager }),
        )
      : null,
    last_inspection_date: fields.last_inspection_date,
    inspection_due: fields.inspection_due,
    // The same instant as inspection_due on most sites: one string then.
    next_inspection_date:
      fields.next_inspection_date === fields.inspection_due
        ? fields.inspection_due
        : fields.next_inspection_date,
    inspections: historyOf(parts.inspections, intern),
    sublocations: parts.destination ? STAND_IN_SUBLOCATIONS : EMPTY,
    inventory_items:
      parts.items.length === 0 ? EMPTY : parts.items.map((item) => slimItem(item, intern)),
    items: fields.items ?? undefined,
    client: parts.client,
  } as unknown as Site;
}

/** The client reference each of a client's sites carries: one object per client. */
export function clientReference(client: Pick<ClientNode, 'id' | 'name' | 'address'>) {
  return Object.freeze({ id: client.id, name: client.name, address: client.address ?? null });
}

/**
 * A whole site's parts, as the database would give them (the tests cut slim sites from
 * generated trees with it, and compare every read over both).
 */
export function partsOfSite(site: Site, client: NonNullable<Site['client']>): SiteParts {
  return {
    fields: {
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
      items: site.items ?? null,
    },
    client,
    items: site.inventory_items.map((item) => {
      let allocated = 0;
      for (const allocation of item.allocations) allocated += allocation.quantity;
      return {
        id: item.id,
        name: item.name ?? null,
        item: item.item ?? null,
        quantity: item.quantity,
        weight: item.weight ?? null,
        weight_in_kg: item.weight_in_kg ?? null,
        financial_metrics: item.financial_metrics,
        allocated,
        allocationCount: item.allocations.length,
      };
    }),
    inspections: site.inspections.map((inspection) => ({
      passed: inspection.passed ?? null,
      completed: Boolean(inspection.completed_at),
      openItems: inspection.items
        .filter((item) => item.status !== 'pass')
        .map((item) => ({ name: item.name, status: item.status })),
    })),
    destination: site.sublocations.some((sublocation) => sublocation.subareas.length > 0),
  };
}

/** The slim tree of a whole one (for the tests): the same sites the database would give. */
export function slimTree(customers: readonly CustomerNode[], intern: Interner): CustomerNode[] {
  return customers.map((customer) => ({
    id: customer.id,
    name: customer.name,
    clients: customer.clients.map((client) => {
      const reference = clientReference(client);
      return {
        id: client.id,
        name: client.name,
        address: client.address ?? null,
        sites: client.sites.map((site) =>
          assembleSite(
            partsOfSite(site, site.client ? clientReference(site.client) : reference),
            intern,
          ),
        ),
      };
    }),
  }));
}
