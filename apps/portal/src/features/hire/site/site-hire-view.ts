import type { CollectionNote, DeliveryNote, OffHire } from '@scaffold/domain';

/** A delivery or collection note as read. */
export type HireNoteRecord = DeliveryNote | CollectionNote;

/** Units of one item: on hire at the site, or off-hired and waiting for collection. */
export interface ItemUnits {
  item_id: number;
  name: string;
  quantity: number;
}

/** A site's hire as its page shows it. */
export interface SiteHireView {
  site: { id: number; name: string };
  notes: readonly HireNoteRecord[];
  offHires: readonly OffHire[];
  onHire: readonly ItemUnits[];
  offHiredNotCollected: readonly ItemUnits[];
  /** The site's scaffolds an off-hire may name (the server holds it to those on hire). */
  scaffoldsOnHire: readonly { id: number; label: string }[];
}

/** When a note's kit moved: delivered or collected. */
export const noteDate = (note: HireNoteRecord) =>
  note.kind === 'delivery' ? note.delivered_at : note.collected_at;

/** Newest first, as a driver looks for the note just signed. */
export const newestFirst = (a: HireNoteRecord, b: HireNoteRecord) =>
  noteDate(b).localeCompare(noteDate(a)) || b.id - a.id;
