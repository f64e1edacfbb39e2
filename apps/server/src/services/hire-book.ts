// What the hire calls read of a customer, loaded in the caller's scope: its notes and off-hires
// (the domain's HireBook), its sites and clients, and the catalogue from its sites' stock. The
// domain builds every answer and check from these (hire/answers.ts, hire/write-checks.ts).
import {
  type CollectionNote,
  type DeliveryNote,
  type HireBook,
  type HireNote,
  type HireSite,
  hireCatalogue,
  type Id,
  mediaIdOf,
  mediaUrl,
  type OffHire,
} from '@scaffold/domain';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import { clients, hireNotes, inventoryItems, offHires, sites } from '../db/schema';
import type { Keys } from '../secrets';
import { mediaKey } from './media-urls';

type NoteRow = typeof hireNotes.$inferSelect;

/** A stored note as the domain reads it: its record, with `corrected_by` from its column. */
export const noteOf = (row: NoteRow): HireNote =>
  ({ ...row.record, corrected_by: row.correctedBy }) as HireNote;

export async function loadBook(tx: Transaction, customerId: Id): Promise<HireBook> {
  const notes = await tx
    .select()
    .from(hireNotes)
    .where(eq(hireNotes.customerId, customerId))
    .orderBy(asc(hireNotes.id));
  const offs = await tx
    .select({ record: offHires.record })
    .from(offHires)
    .where(eq(offHires.customerId, customerId))
    .orderBy(asc(offHires.id));
  const all = notes.map(noteOf);
  return {
    deliveries: all.filter((note): note is DeliveryNote => note.kind === 'delivery'),
    collections: all.filter((note): note is CollectionNote => note.kind === 'collection'),
    offHires: offs.map((row) => row.record as OffHire),
  };
}

export async function loadSites(tx: Transaction, customerId: Id): Promise<HireSite[]> {
  const rows = await tx
    .select({ id: sites.id, name: sites.name, client_id: sites.clientId })
    .from(sites)
    .where(eq(sites.customerId, customerId));
  return rows.map((row) => ({ ...row, client_id: row.client_id ?? -1 }));
}

export async function loadClients(tx: Transaction, customerId: Id) {
  return tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.customerId, customerId))
    .orderBy(asc(clients.position));
}

export async function loadCatalogue(tx: Transaction, customerId: Id) {
  const rows = await tx
    .select({
      id: inventoryItems.id,
      name: inventoryItems.name,
      catalogue: inventoryItems.catalogue,
      metrics: inventoryItems.financialMetrics,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.customerId, customerId))
    .orderBy(asc(inventoryItems.id));
  return hireCatalogue(
    rows.map((row) => ({
      id: row.id,
      name: row.name ?? undefined,
      item: row.catalogue ?? undefined,
      financial_metrics: {
        replacement_cost: row.metrics.replacement_cost ?? 0,
        daily_rate: row.metrics.daily_rate ?? 0,
        maintenance_cost: row.metrics.maintenance_cost ?? 0,
      },
    })),
  );
}

/** A note's pictures changed by `change`: stored as bare media URLs, sent keyed. */
export function mapNoteImages<T extends HireNote>(note: T, change: (value: string) => string): T {
  const signature = <S extends { image: string }>(value: S): S => ({
    ...value,
    image: change(value.image),
  });
  const base = { ...note, driver_signature: signature(note.driver_signature) };
  if (base.kind === 'delivery') {
    return {
      ...base,
      receipt:
        base.receipt.kind === 'signed'
          ? { ...base.receipt, signature: signature(base.receipt.signature) }
          : { ...base.receipt, photo: change(base.receipt.photo) },
    } as T;
  }
  return {
    ...base,
    site_signature: base.site_signature ? signature(base.site_signature) : null,
  } as T;
}

/** A stored note's media URLs with their keys, as sent. */
export const keyedNote = <T extends HireNote>(keys: Keys, note: T): T =>
  mapNoteImages(note, (value) => {
    const id = mediaIdOf(value);
    return id === null ? value : mediaUrl(id, mediaKey(keys, id));
  });
