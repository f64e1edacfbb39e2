import {
  collectionNoteSchema,
  deliveryNoteSchema,
  idSchema,
  offHireSchema,
} from '@scaffold/domain';
import { z } from 'zod';

// The tables of hire (notes and off-hires): their records as the mock keeps them, each with the
// customer it belongs to (never sent). A note's images stay as they were sent (data URLs), as a
// handover's do in the mock; the server files them in its media store.

export const hireNoteRecordSchema = z.discriminatedUnion('kind', [
  deliveryNoteSchema.extend({ customer_id: idSchema }),
  collectionNoteSchema.extend({ customer_id: idSchema }),
]);
export type HireNoteRecord = z.infer<typeof hireNoteRecordSchema>;

export const offHireRecordSchema = offHireSchema.extend({ customer_id: idSchema });
export type OffHireRecord = z.infer<typeof offHireRecordSchema>;

/** The tables, spread into the database's schema. Oldest first. */
export const HIRE_TABLES = {
  hireNotes: z.array(hireNoteRecordSchema),
  offHires: z.array(offHireRecordSchema),
};

const counter = z.number().int().nonnegative();
/** Their run-time id counters, spread into the database's counters. */
export const HIRE_COUNTERS = { hireNote: counter, offHire: counter };

type Tables = { [K in keyof typeof HIRE_TABLES]: z.input<(typeof HIRE_TABLES)[K]> };

/** Every note and off-hire names sites of its own customer; a correction a note of the customer. */
export function checkHireReferences(
  state: Tables & { customers: { id: number; clients: { sites: { id: number }[] }[] }[] },
  problem: (message: string) => void,
): void {
  const siteOwner = new Map<number, number>();
  for (const customer of state.customers) {
    for (const client of customer.clients) {
      for (const site of client.sites) siteOwner.set(site.id, customer.id);
    }
  }
  const notes = new Map(state.hireNotes.map((note) => [note.id, note]));
  if (notes.size !== state.hireNotes.length) problem('two hire notes share an id');
  for (const note of state.hireNotes) {
    const sites = [note.from_site_id, note.kind === 'delivery' ? note.to_site_id : null];
    for (const site of sites) {
      if (site !== null && siteOwner.get(site) !== note.customer_id) {
        problem(`hire note ${note.id}: no site ${site} of its customer`);
      }
    }
    const corrected = note.corrects?.note_id;
    if (corrected !== undefined && notes.get(corrected)?.customer_id !== note.customer_id) {
      problem(`hire note ${note.id}: corrects no note ${corrected} of its customer`);
    }
  }
  for (const offHire of state.offHires) {
    if (siteOwner.get(offHire.site_id) !== offHire.customer_id) {
      problem(`off-hire ${offHire.id}: no site ${offHire.site_id} of its customer`);
    }
  }
}
