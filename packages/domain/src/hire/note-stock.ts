// What a signed note does to the sites' stock (docs/DECISIONS.md "Hire", "A signed note moves
// the stock"): the yard's stock is not kept, so a delivery from the yard adds to the receiving
// site's unallocated stock, a delivery from a site takes from that site's unallocated stock, and a
// collection takes what was collected off the site, up to what it holds. A correcting note moves
// only the difference from what the notes it corrects moved (their movements, undone in thought).
// The mock and the server both call this, then store the tree it returns and its moves.
import {
  type CollectionNoteRequest,
  type CustomerNode,
  type DeliveryNoteRequest,
  type Id,
  type MovementNote,
  type Site,
  type StockMovement,
  YARD_NAME,
} from '../schemas';
import { itemDisplayName } from '../sites/site-details';
import { defaultIds, type NewId, workingCopy } from '../stock/apply/move-tree';
import { rebuildTree } from '../stock/apply/rebuild';
import type { MovementActor } from '../stock/apply/records';
import {
  addSiteUnits,
  type ItemTemplate,
  siteUnits,
  takeSiteUnits,
} from '../stock/apply/site-units';
import { HIRE_MESSAGES } from './messages';
import type { HireRefusal } from './write-checks';

export type NoteStockRequest =
  | (Pick<DeliveryNoteRequest, 'from_site_id' | 'to_site_id' | 'lines'> & { kind: 'delivery' })
  | (Pick<CollectionNoteRequest, 'from_site_id' | 'lines'> & { kind: 'collection' });

export interface NoteStockContext {
  /** The movements of the notes this one corrects (the corrected one and those it corrected). */
  readonly previous: readonly StockMovement[];
  /** A record of a catalogue item (by `item.id`) on any of the customer's sites. */
  readonly template: (itemId: Id) => ItemTemplate | undefined;
  readonly now: Date;
  /** Ids for new site records; by default one above the highest in the tree. */
  readonly nextId?: NewId;
}

/** Units of one item that went from one place to another; null is the yard. */
export interface NoteMove {
  readonly item: { name: string; category: string | null };
  readonly quantity: number;
  readonly from: Site | null;
  readonly to: Site | null;
}

export type NoteStockOutcome =
  | { ok: true; customers: CustomerNode[]; moves: NoteMove[] }
  | { ok: false; refusal: HireRefusal };

/** One item's change at each site, by the name the log gives it, and its category. */
interface ItemChange {
  category: string | null;
  template: ItemTemplate | undefined;
  /** site id → units in (positive) or out (negative) */
  bySite: Map<Id, number>;
}

const refused = (path: string, message: string): NoteStockOutcome => ({
  ok: false,
  refusal: { status: 400, detail: `${path}: ${message}` },
});

function changeOf(changes: Map<string, ItemChange>, name: string, category: string | null) {
  let change = changes.get(name);
  if (!change) {
    change = { category, template: undefined, bySite: new Map() };
    changes.set(name, change);
  }
  return change;
}

const add = (units: Map<Id, number>, siteId: Id, quantity: number) =>
  units.set(siteId, (units.get(siteId) ?? 0) + quantity);

/**
 * The note's stock change checked and applied to a copy of the tree, all lines or none: a line
 * of a delivery from a site above that site's unallocated stock is refused with the field's
 * message; a collection above what the site holds takes what it holds (the rest is an
 * over-return, which the hire answer reports).
 */
export function applyNoteStock(
  customers: readonly CustomerNode[],
  note: NoteStockRequest,
  context: NoteStockContext,
): NoteStockOutcome {
  const tree = workingCopy(customers);
  const siteOf = (siteId: Id): Site | null => {
    const path = tree.sitePaths.get(siteId);
    return path ? tree.site(siteId, path) : null;
  };
  // What the corrected notes moved, per item and site: undone before the note's own change.
  const changes = new Map<string, ItemChange>();
  for (const movement of context.previous) {
    const change = changeOf(changes, movement.item.name, movement.item.category);
    if (movement.from.site_id !== null)
      add(change.bySite, movement.from.site_id, movement.quantity);
    if (movement.to.site_id !== null) add(change.bySite, movement.to.site_id, -movement.quantity);
  }
  const undone = (name: string, siteId: Id) => changes.get(name)?.bySite.get(siteId) ?? 0;

  const siteId = note.kind === 'delivery' ? note.to_site_id : note.from_site_id;
  const site = siteOf(siteId);
  const source = note.kind === 'delivery' && note.from_site_id !== null;
  const sender = source ? siteOf(note.from_site_id as Id) : null;
  // The caller checked the sites are the customer's and read them into the tree.
  if (!site || (source && !sender)) throw new Error("a note's sites are missing from the tree");

  for (const [at, line] of note.lines.entries()) {
    const template =
      site.inventory_items.find((record) => record.item?.id === line.item_id) ??
      sender?.inventory_items.find((record) => record.item?.id === line.item_id) ??
      context.template(line.item_id);
    if (!template) return refused(`lines.${at}.item_id`, HIRE_MESSAGES.itemUnknown);
    const name = itemDisplayName(template);
    const change = changeOf(changes, name, template.item?.category ?? null);
    change.template = template;
    if (note.kind === 'collection') {
      // What the site would hold with the corrected notes undone: what they took comes back.
      const held = siteUnits(site, name).total + undone(name, site.id);
      add(change.bySite, site.id, -Math.min(line.quantity, Math.max(0, held)));
      continue;
    }
    add(change.bySite, site.id, line.quantity);
    if (sender) {
      const available = siteUnits(sender, name).unallocated + undone(name, sender.id);
      if (line.quantity > available) {
        return refused(
          `lines.${at}.quantity`,
          HIRE_MESSAGES.quantityAboveAvailable(Math.max(0, available)),
        );
      }
      add(change.bySite, sender.id, -line.quantity);
    }
  }
  return { ok: true, ...carryOut(customers, tree, changes, context) };
}

/** The changes made on the copied sites, and the moves that record them, paired site to site. */
function carryOut(
  customers: readonly CustomerNode[],
  tree: ReturnType<typeof workingCopy>,
  changes: ReadonlyMap<string, ItemChange>,
  context: NoteStockContext,
): { customers: CustomerNode[]; moves: NoteMove[] } {
  const stamp = context.now.toISOString();
  let nextId = context.nextId;
  const newId: NewId = (kind) => {
    nextId ??= defaultIds(customers);
    return nextId(kind);
  };
  const moves: NoteMove[] = [];
  for (const [name, change] of changes) {
    const outs: { site: Site; quantity: number }[] = [];
    const ins: { site: Site; quantity: number }[] = [];
    for (const [siteId, quantity] of change.bySite) {
      const path = tree.sitePaths.get(siteId);
      if (quantity === 0 || !path) continue;
      const site = tree.site(siteId, path);
      if (quantity < 0) {
        // Never below nothing: what is gone from a site already cannot leave it again.
        const taken = takeSiteUnits(site, name, -quantity, stamp);
        if (taken > 0) outs.push({ site, quantity: taken });
      } else {
        const template = change.template ?? site.inventory_items[0];
        if (!template) continue;
        addSiteUnits(site, name, quantity, template, { stamp, newId });
        ins.push({ site, quantity });
      }
    }
    moves.push(...paired(name, change.category, outs, ins));
  }
  return { customers: rebuildTree(tree), moves };
}

/** Units out of sites matched to units into sites, in order; what is left goes to or from the yard. */
function paired(
  name: string,
  category: string | null,
  outs: { site: Site; quantity: number }[],
  ins: { site: Site; quantity: number }[],
): NoteMove[] {
  const item = { name, category };
  const moves: NoteMove[] = [];
  const from = outs.map((entry) => ({ ...entry }));
  const to = ins.map((entry) => ({ ...entry }));
  while (from[0] && to[0]) {
    const quantity = Math.min(from[0].quantity, to[0].quantity);
    moves.push({ item, quantity, from: from[0].site, to: to[0].site });
    from[0].quantity -= quantity;
    to[0].quantity -= quantity;
    if (from[0].quantity === 0) from.shift();
    if (to[0].quantity === 0) to.shift();
  }
  for (const entry of from)
    moves.push({ item, quantity: entry.quantity, from: entry.site, to: null });
  for (const entry of to)
    moves.push({ item, quantity: entry.quantity, from: null, to: entry.site });
  return moves;
}

const placeOf = (site: Site | null) => ({
  site_id: site?.id ?? null,
  site_name: site?.name ?? YARD_NAME,
  sublocation: null,
  subarea: null,
});

/** The log's records of a note's moves, each linked to the note. */
export function noteMovements(
  moves: readonly NoteMove[],
  options: { note: MovementNote; now: Date; by: MovementActor; nextId: () => Id },
): StockMovement[] {
  return moves.map((move) => ({
    id: options.nextId(),
    moved_at: options.now.toISOString(),
    moved_by: options.by,
    item: move.item,
    quantity: move.quantity,
    from: placeOf(move.from),
    to: placeOf(move.to),
    note: options.note,
  }));
}

/**
 * The notes whose movements a correction undoes: the note it corrects, the note that one
 * corrected, and so on back to the first. Their movements together are what stands of them.
 */
export function correctedChain(
  notes: readonly { id: Id; corrects: { note_id: Id } | null }[],
  correctedId: Id | undefined,
): Id[] {
  const byId = new Map(notes.map((note) => [note.id, note]));
  const chain: Id[] = [];
  for (let id = correctedId; id !== undefined && !chain.includes(id); ) {
    chain.push(id);
    id = byId.get(id)?.corrects?.note_id;
  }
  return chain;
}
