// The slim view's parts read from PostgreSQL (slim.ts says what a slim site holds): the customer
// and its clients, its sites in the tree's order, and a batch of sites' own fields, stock items
// with their allocations summed, and inspections reduced to what the summaries read. Every
// query names the customer as well as relying on row-level security, so the indexes serve it.
import type { Id } from '@scaffold/domain';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/connect';
import type { InspectionOutcome, ItemParts, SiteParts } from './slim';
import { anyIds, isoDay, isoInstant, jsonOf, nullableNumber, numberOf } from './sql-text';

export interface ClientRow {
  id: Id;
  name: string;
  address: string | null;
}

/** The customer's name and clients in the tree's order; null when it is not there. */
export async function loadCustomer(
  tx: Transaction,
  customerId: Id,
): Promise<{ name: string; clients: ClientRow[] } | null> {
  const [customer] = rowsOf<{ name: string }>(
    await tx.execute(sql`select name from customers where id = ${customerId}`),
  );
  if (!customer) return null;
  const clients = rowsOf<ClientRow>(
    await tx.execute(sql`
      select id, name, address from clients
      where customer_id = ${customerId}
      order by position, id`),
  );
  return { name: customer.name, clients };
}

/** The customer's version of its data (customers.data_version): one indexed read. */
export async function dataVersion(tx: Transaction, customerId: Id): Promise<number | null> {
  const [row] = rowsOf<{ version: unknown }>(
    await tx.execute(sql`select data_version as version from customers where id = ${customerId}`),
  );
  return row ? numberOf(row.version) : null;
}

/** The sites a write changed after `version` (sites.changed_version, indexed). */
export async function sitesChangedAfter(
  tx: Transaction,
  customerId: Id,
  version: number,
): Promise<{ id: Id; clientId: Id | null }[]> {
  return rowsOf<{ id: Id; client_id: Id | null }>(
    await tx.execute(sql`
      select id, client_id from sites
      where customer_id = ${customerId} and changed_version > ${version}`),
  ).map((row) => ({ id: row.id, clientId: row.client_id }));
}

interface SiteRow {
  id: Id;
  client_id: Id;
  position: number;
  name: string;
  location: string | null;
  city: string | null;
  state: string | null;
  start_date: string | null;
  end_date: string | null;
  expected_end_date: string | null;
  status_code: string;
  status_name: string;
  manager_first_name: string | null;
  manager_last_name: string | null;
  last_inspection_date: string | null;
  inspection_due: string | null;
  next_inspection_date: string | null;
  items: number | null;
  destination: boolean;
}

interface ItemRow {
  id: Id;
  site_id: Id;
  name: string | null;
  catalogue: string | null;
  quantity: number;
  weight: unknown;
  weight_in_kg: unknown;
  metrics: string;
  allocated: unknown;
  allocation_count: number;
}

interface InspectionRow {
  site_id: Id;
  passed: string | null;
  completed: boolean;
  open_items: string | null;
}

/** The checklist answers an inspection's summaries read: every one that is not 'pass'. */
const NOT_PASSED = '$[*] ? (@.status != "pass")';

/** Rows of a list grouped by their site, each group in the rows' order. */
function bySite<T extends { site_id: Id }>(rows: readonly T[]): Map<Id, T[]> {
  const groups = new Map<Id, T[]>();
  for (const row of rows) {
    const group = groups.get(row.site_id);
    if (group) group.push(row);
    else groups.set(row.site_id, [row]);
  }
  return groups;
}

/**
 * Values made from a load's rows once per distinct text: a firm's 190,000 stock items name a few
 * catalogue entries and price lists, and its 130,000 inspections have a few dozen outcomes, so
 * each is parsed once and shared (the slim view interns them anyway), not parsed per row.
 */
export class ParsedOnce {
  private readonly made = new Map<string, unknown>();

  of<T>(key: string, make: () => T): T {
    const found = this.made.get(key);
    if (found !== undefined) return found as T;
    const value = make();
    this.made.set(key, value);
    return value;
  }
}

const itemParts = (row: ItemRow, parsed: ParsedOnce): ItemParts => {
  const catalogue = row.catalogue;
  const metrics = row.metrics;
  return {
    id: row.id,
    name: row.name,
    item:
      catalogue === null
        ? null
        : parsed.of(`catalogue:${catalogue}`, () => jsonOf<ItemParts['item']>(catalogue)),
    quantity: row.quantity,
    weight: nullableNumber(row.weight),
    weight_in_kg: nullableNumber(row.weight_in_kg),
    financial_metrics: parsed.of(`metrics:${metrics}`, () =>
      jsonOf<ItemParts['financial_metrics']>(metrics),
    ),
    allocated: numberOf(row.allocated),
    allocationCount: row.allocation_count,
  };
};

const inspectionParts = (row: InspectionRow, parsed: ParsedOnce): InspectionOutcome =>
  parsed.of(
    `outcome:${row.passed === null ? '-' : `=${row.passed}`}:${row.completed}:${row.open_items}`,
    () => ({
      passed: row.passed === null ? null : row.passed === 'true',
      completed: row.completed,
      openItems: (jsonOf<{ name: string; status: string }[] | null>(row.open_items) ?? []).map(
        (item) => ({
          name: String(item.name),
          status: String(item.status),
        }),
      ),
    }),
  );

/** The three queries of sites' slim parts, for the sites `which` keeps (SQL over `s`, `i`). */
function partQueries(customerId: Id, which: { sites: SQL; items: SQL; inspections: SQL }) {
  return {
    sites: sql`
      select s.id, s.client_id, s.position, s.name, s.location, s.city, s.state,
        ${isoDay('s.start_date')} as start_date, ${isoDay('s.end_date')} as end_date,
        ${isoDay('s.expected_end_date')} as expected_end_date,
        s.status_code, s.status_name, s.manager_first_name, s.manager_last_name,
        ${isoInstant('s.last_inspection_date')} as last_inspection_date,
        ${isoInstant('s.inspection_due')} as inspection_due,
        ${isoInstant('s.next_inspection_date')} as next_inspection_date,
        s.items,
        exists (
          select 1 from sublocations sl join subareas sa on sa.sublocation_id = sl.id
          where sl.site_id = s.id
        ) as destination
      from sites s
      where s.customer_id = ${customerId} and ${which.sites}
      order by s.id`,
    items: sql`
      select i.id, i.site_id, i.name, i.catalogue::text as catalogue, i.quantity, i.weight,
        i.weight_in_kg, i.financial_metrics::text as metrics,
        coalesce(a.allocated, 0) as allocated, coalesce(a.allocation_count, 0) as allocation_count
      from inventory_items i
      left join (
        select inventory_item_id, sum(quantity)::float8 as allocated,
          count(*)::int as allocation_count
        from allocations
        where customer_id = ${customerId} and inventory_item_id in (
          select i.id from inventory_items i where i.customer_id = ${customerId} and ${which.items})
        group by inventory_item_id
      ) a on a.inventory_item_id = i.id
      where i.customer_id = ${customerId} and ${which.items}
      order by i.site_id, i.position, i.id`,
    inspections: sql`
      select site_id, record->>'passed' as passed,
        coalesce(record->>'completed_at', '') <> '' as completed,
        jsonb_path_query_array(record->'items', ${NOT_PASSED}::jsonpath)::text as open_items
      from inspections
      where customer_id = ${customerId} and ${which.inspections}
      order by site_id, history_order desc`,
  };
}

function partsOfRows(
  row: SiteRow,
  client: NonNullable<SiteParts['client']>,
  items: readonly ItemRow[],
  inspections: readonly InspectionRow[],
  parsed: ParsedOnce,
): SiteParts {
  return {
    fields: {
      id: row.id,
      name: row.name,
      location: row.location,
      city: row.city,
      state: row.state,
      start_date: row.start_date,
      end_date: row.end_date,
      expected_end_date: row.expected_end_date,
      status: { code: row.status_code, name: row.status_name },
      manager:
        row.manager_first_name === null && row.manager_last_name === null
          ? null
          : { first_name: row.manager_first_name ?? '', last_name: row.manager_last_name ?? '' },
      last_inspection_date: row.last_inspection_date,
      inspection_due: row.inspection_due,
      next_inspection_date: row.next_inspection_date,
      items: row.items,
    },
    client,
    items: items.map((item) => itemParts(item, parsed)),
    inspections: inspections.map((inspection) => inspectionParts(inspection, parsed)),
    destination: row.destination,
  };
}

/**
 * The slim parts of a few of the customer's sites (those a write changed), each with its client
 * from `clients`.
 */
export async function loadSiteParts(
  tx: Transaction,
  customerId: Id,
  siteIds: readonly Id[],
  clients: ReadonlyMap<Id, NonNullable<SiteParts['client']>>,
): Promise<Map<Id, SiteParts>> {
  const parts = new Map<Id, SiteParts>();
  if (siteIds.length === 0) return parts;
  const ids = anyIds(siteIds);
  const queries = partQueries(customerId, {
    sites: sql`s.id = ${ids}`,
    items: sql`i.site_id = ${ids}`,
    inspections: sql`site_id = ${ids}`,
  });
  const sites = rowsOf<SiteRow>(await tx.execute(queries.sites));
  const items = bySite(rowsOf<ItemRow>(await tx.execute(queries.items)));
  const inspections = bySite(rowsOf<InspectionRow>(await tx.execute(queries.inspections)));
  const parsed = new ParsedOnce();
  for (const row of sites) {
    const client = clients.get(row.client_id);
    if (client) {
      parts.set(
        row.id,
        partsOfRows(row, client, items.get(row.id) ?? [], inspections.get(row.id) ?? [], parsed),
      );
    }
  }
  return parts;
}

/** Rows fetched from a cursor a chunk at a time, taken in order of their site. */
class BySiteReader<T extends { site_id: Id }> {
  private rows: T[] = [];
  private next = 0;
  private done = false;

  constructor(
    private readonly tx: Transaction,
    private readonly cursor: string,
  ) {}

  /** The rows of `siteId` (rows of sites before it, which none asked for, are passed over). */
  async take(siteId: Id): Promise<T[]> {
    const taken: T[] = [];
    for (;;) {
      if (this.next >= this.rows.length) {
        if (this.done) return taken;
        this.rows = rowsOf<T>(
          await this.tx.execute(sql.raw(`fetch forward ${CURSOR_CHUNK} from ${this.cursor}`)),
        );
        this.next = 0;
        if (this.rows.length < CURSOR_CHUNK) this.done = true;
        continue;
      }
      const row = this.rows[this.next] as T;
      if (row.site_id > siteId) return taken;
      if (row.site_id === siteId) taken.push(row);
      this.next += 1;
    }
  }
}

/**
 * Rows a cursor fetches at a time: the whole firm is read, never held as rows at once. A chunk's
 * rows outlive the fetches of the next ones and so reach the old generation as garbage; smaller
 * chunks keep the load's peak heap (and so the process's RSS) lower, at a few hundred more round
 * trips over a whole 1,000x load.
 */
const CURSOR_CHUNK = 1_000;

/**
 * The slim parts of every site of the customer, handed to `visit` one site at a time with its
 * client and its place under it: three ordered scans read through cursors in the caller's
 * transaction and merged by site, so a firm of 75,000 sites is read in a few seconds and only a
 * chunk of rows is held at once.
 */
export async function loadAllSiteParts(
  tx: Transaction,
  customerId: Id,
  clients: ReadonlyMap<Id, NonNullable<SiteParts['client']>>,
  visit: (parts: SiteParts, clientId: Id, position: number) => void,
): Promise<void> {
  const queries = partQueries(customerId, {
    sites: sql`true`,
    items: sql`true`,
    inspections: sql`true`,
  });
  await tx.execute(sql`declare read_model_sites no scroll cursor for ${queries.sites}`);
  await tx.execute(sql`declare read_model_items no scroll cursor for ${queries.items}`);
  await tx.execute(sql`declare read_model_inspections no scroll cursor for ${queries.inspections}`);
  const items = new BySiteReader<ItemRow>(tx, 'read_model_items');
  const inspections = new BySiteReader<InspectionRow>(tx, 'read_model_inspections');
  const parsed = new ParsedOnce();
  for (;;) {
    const sites = rowsOf<SiteRow>(
      await tx.execute(sql.raw(`fetch forward ${CURSOR_CHUNK} from read_model_sites`)),
    );
    for (const row of sites) {
      const client = clients.get(row.client_id);
      const own = await items.take(row.id);
      const history = await inspections.take(row.id);
      if (client) {
        visit(partsOfRows(row, client, own, history, parsed), row.client_id, row.position);
      }
    }
    if (sites.length < CURSOR_CHUNK) break;
  }
  for (const cursor of ['read_model_sites', 'read_model_items', 'read_model_inspections']) {
    await tx.execute(sql.raw(`close ${cursor}`));
  }
}
