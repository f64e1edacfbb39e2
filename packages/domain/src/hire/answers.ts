// The hire reads' answers, built from a customer's notes, sites and catalogue: the mock and the
// server load those and call these, so neither computes hire itself.
import type {
  AwaitingCollectionUnits,
  HireNote,
  HireNoteResponse,
  HireOverviewResponse,
  HireStatement,
  HireUnits,
  InventoryItem,
  SiteHireResponse,
  StatementPeriod,
} from '../schemas';
import { londonDate } from './calendar';
import { hireLedger, onHireBySite } from './ledger';
import { type HireCatalogueItem, hireStatement } from './statement';
import type { HireBook } from './write-checks';

/** A site as the hire answers read it. */
export interface HireSite {
  readonly id: number;
  readonly name: string;
  readonly client_id: number;
}

/** The catalogue by item id, from the customer's sites' stock (its names and figures). */
export function hireCatalogue(
  stock: readonly Pick<InventoryItem, 'id' | 'name' | 'item' | 'financial_metrics'>[],
): Map<number, HireCatalogueItem> {
  const items = new Map<number, HireCatalogueItem>();
  for (const entry of stock) {
    const id = entry.item?.id;
    if (id === undefined || items.has(id)) continue;
    items.set(id, {
      name: entry.item?.name ?? entry.name ?? `Item ${id}`,
      ...entry.financial_metrics,
    });
  }
  return items;
}

const nameOf = (items: ReadonlyMap<number, HireCatalogueItem>, id: number) =>
  items.get(id)?.name ?? `Item ${id}`;

/** A note's instant: delivered or collected. */
const noteAt = (note: HireNote) =>
  note.kind === 'delivery' ? note.delivered_at : note.collected_at;

/** Whether a note names the site (delivered to or from it, collected from it). */
const namesSite = (note: HireNote, siteId: number) =>
  note.from_site_id === siteId || (note.kind === 'delivery' && note.to_site_id === siteId);

function awaitingOf(
  book: HireBook,
  items: ReadonlyMap<number, HireCatalogueItem>,
  siteId?: number,
): (AwaitingCollectionUnits & { site_id: number })[] {
  const ledger = hireLedger(book.deliveries, book.collections, book.offHires);
  return ledger.awaitingCollection
    .filter((waiting) => siteId === undefined || waiting.site_id === siteId)
    .sort((a, b) => a.from.localeCompare(b.from) || a.item_id - b.item_id)
    .map((waiting) => ({
      site_id: waiting.site_id,
      item_id: waiting.item_id,
      item_name: nameOf(items, waiting.item_id),
      quantity: waiting.quantity,
      off_hire_id: waiting.off_hire_id,
      from: waiting.from,
    }));
}

/** siteHire's answer. */
export function siteHireAnswer(
  book: HireBook,
  site: HireSite,
  items: ReadonlyMap<number, HireCatalogueItem>,
): SiteHireResponse {
  const notes: HireNote[] = [...book.deliveries, ...book.collections]
    .filter((note) => namesSite(note, site.id))
    .sort((a, b) => Date.parse(noteAt(b)) - Date.parse(noteAt(a)) || b.id - a.id);
  const ledger = hireLedger(book.deliveries, book.collections, book.offHires);
  const onHire: HireUnits[] = [...onHireBySite(ledger, site.id)]
    .filter(([, quantity]) => quantity > 0)
    .map(([item_id, quantity]) => ({ item_id, item_name: nameOf(items, item_id), quantity }))
    .sort((a, b) => a.item_name.localeCompare(b.item_name, 'en-GB') || a.item_id - b.item_id);
  return {
    site: { id: site.id, name: site.name },
    notes,
    off_hires: book.offHires
      .filter((offHire) => offHire.site_id === site.id)
      .sort((a, b) => b.from.localeCompare(a.from) || b.id - a.id),
    on_hire: onHire,
    awaiting_collection: awaitingOf(book, items, site.id).map(({ site_id: _, ...rest }) => rest),
  };
}

/** hireNote's answer: the note with the names of its sites and items. */
export function hireNoteAnswer(
  note: HireNote,
  sites: readonly HireSite[],
  items: ReadonlyMap<number, HireCatalogueItem>,
): HireNoteResponse {
  const ids = [note.from_site_id, note.kind === 'delivery' ? note.to_site_id : null];
  return {
    note,
    sites: sites
      .filter((site) => ids.includes(site.id))
      .map((site) => ({ id: site.id, name: site.name })),
    items: note.lines.map((line) => ({ id: line.item_id, name: nameOf(items, line.item_id) })),
  };
}

/** hireStatement's answer: the domain's statement of a client's sites. */
export function hireStatementAnswer(
  book: HireBook,
  client: { id: number; name: string },
  sites: readonly HireSite[],
  items: ReadonlyMap<number, HireCatalogueItem>,
  period: StatementPeriod,
  now: Date,
): HireStatement {
  return hireStatement(
    {
      client,
      sites: sites.filter((site) => site.client_id === client.id),
      items,
      deliveries: book.deliveries,
      collections: book.collections,
      offHires: book.offHires,
    },
    period,
    now,
  );
}

/** hireOverview's answer: this month's hire so far over every client, and what awaits collection. */
export function hireOverviewAnswer(
  book: HireBook,
  clients: readonly { id: number; name: string }[],
  sites: readonly HireSite[],
  items: ReadonlyMap<number, HireCatalogueItem>,
  now: Date,
): HireOverviewResponse {
  const today = londonDate(now);
  const period = { from: `${today.slice(0, 8)}01`, to: today };
  const month = { hire_pence: 0, charges_pence: 0, total_pence: 0 };
  for (const client of clients) {
    const { totals } = hireStatementAnswer(book, client, sites, items, period, now);
    month.hire_pence += totals.hire_pence;
    month.charges_pence += totals.shortages_pence + totals.damage_pence;
    month.total_pence += totals.total_pence;
  }
  const siteName = new Map(sites.map((site) => [site.id, site.name]));
  const bySite = new Map<number, AwaitingCollectionUnits[]>();
  for (const { site_id, ...waiting } of awaitingOf(book, items)) {
    bySite.set(site_id, [...(bySite.get(site_id) ?? []), waiting]);
  }
  return {
    month: { ...period, ...month },
    awaiting_collection: [...bySite]
      .map(([site_id, list]) => ({
        site_id,
        site_name: siteName.get(site_id) ?? `Site ${site_id}`,
        items: list,
      }))
      .sort((a, b) => a.site_name.localeCompare(b.site_name, 'en-GB') || a.site_id - b.site_id),
  };
}
