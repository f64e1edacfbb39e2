// Hire on the server: delivery and collection notes, off-hires and their reads, answered as the
// mock answers them (mocks/src/handlers/hire.ts): the domain checks every write and builds every
// answer from the customer's rows. A write locks its customer's row first (a note its sites just
// before, as a move does), so of two writes at once the second sees the first: one correction of
// a note, numbers without gaps or twins, no more stock taken than a site holds.
import {
  collectionNoteOutcome,
  deliveryNoteRefusal,
  type HireNote,
  hireNoteAnswer,
  hireNoteNumber,
  hireOverviewAnswer,
  hireStatementAnswer,
  noteImageRefusal,
  type OffHire,
  offHireRefusal,
  siteHireAnswer,
} from '@scaffold/domain';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import { customers, hireNotes, offHires, scaffolds, sites } from '../db/schema';
import { asCustomer } from '../db/scope';
import type { Caller } from '../http/authenticate';
import type { Handlers } from '../http/contract-routes';
import { forbidden, problem } from '../http/problem';
import {
  keyedNote,
  loadBook,
  loadCatalogue,
  loadClients,
  loadSites,
  mapNoteImages,
  noteOf,
} from '../services/hire-book';
import { lockNoteSites, planNoteStock, storeNoteStock } from '../services/hire-stock';
import { withIdempotency } from '../services/idempotency';
import { storeImage } from '../services/media-store';
import { nextId } from '../services/next-id';
import { isRowId } from '../services/row-ids';

/** The lives in which a scaffold is the client's, on hire. */
const ON_HIRE_LIVES = ['handed_over', 'in_use', 'altered'];

const scopeOf = (caller: Caller) => ({ customerId: caller.customerId, userId: caller.userId });
const by = (caller: Caller) => ({
  id: caller.userId,
  name: `${caller.firstName} ${caller.lastName}`,
});

/** One hire write of the customer at a time: the customer's row, locked. */
async function lockCustomer(tx: Transaction, caller: Caller) {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, caller.customerId))
    .for('update');
}

/** The caller's site (row-level security shows no other), or 403. */
async function ownSite(tx: Transaction, siteId: number) {
  const [site] = isRowId(siteId)
    ? await tx
        .select({ id: sites.id, startDate: sites.startDate })
        .from(sites)
        .where(eq(sites.id, siteId))
    : [];
  if (!site) throw forbidden();
  return site;
}

async function nextNumber(tx: Transaction, caller: Caller, kind: HireNote['kind']) {
  const [row] = await tx
    .select({ last: max(hireNotes.number) })
    .from(hireNotes)
    .where(and(eq(hireNotes.customerId, caller.customerId), eq(hireNotes.kind, kind)));
  return (row?.last ?? 0) + 1;
}

/** The note's data-URL pictures stored once each in the media store; the note naming bare URLs. */
async function withImagesStored<T extends HireNote>(tx: Transaction, caller: Caller, note: T) {
  const stored = new Map<string, string>();
  mapNoteImages(note, (value) => {
    if (value.startsWith('data:')) stored.set(value, value);
    return value;
  });
  for (const value of stored.keys()) {
    stored.set(value, await storeImage(tx, caller.customerId, value));
  }
  return mapNoteImages(note, (value) => stored.get(value) ?? value);
}

/** Stores a new note (and marks the note it corrects); answers it keyed. */
async function insertNote(
  tx: Transaction,
  caller: Caller,
  unsaved: Omit<HireNote, 'id' | 'number' | 'recorded_by' | 'recorded_at' | 'corrected_by'>,
  now: Date,
  keys: Parameters<typeof keyedNote>[0],
): Promise<HireNote> {
  const id = await nextId(tx, 'hire_note_ids');
  const number = await nextNumber(tx, caller, unsaved.kind);
  const note = await withImagesStored(tx, caller, {
    ...unsaved,
    id,
    number: hireNoteNumber(unsaved.kind, number),
    recorded_by: by(caller),
    recorded_at: now.toISOString(),
    corrected_by: null,
  } as HireNote);
  const delivery = note.kind === 'delivery';
  await tx.insert(hireNotes).values({
    id,
    customerId: caller.customerId,
    kind: note.kind,
    number,
    siteId: delivery ? note.to_site_id : note.from_site_id,
    fromSiteId: delivery ? note.from_site_id : null,
    notedAt: new Date(delivery ? note.delivered_at : note.collected_at),
    correctedBy: null,
    record: note as unknown as Record<string, unknown>,
  });
  if (note.corrects) {
    await tx
      .update(hireNotes)
      .set({ correctedBy: id })
      .where(and(eq(hireNotes.id, note.corrects.note_id), sql`${hireNotes.correctedBy} is null`));
  }
  return keyedNote(keys, note);
}

export const hireRoutes = {
  async createDeliveryNote(call) {
    const { body, caller, services } = call;
    const image = noteImageRefusal(body);
    if (image) throw problem(image.status, image.detail);
    return withIdempotency(call, 'createDeliveryNote', async (tx) => {
      await lockNoteSites(tx, [body.to_site_id, body.from_site_id]);
      await lockCustomer(tx, caller);
      const site = await ownSite(tx, body.to_site_id);
      if (body.from_site_id !== null) await ownSite(tx, body.from_site_id);
      const now = services.now();
      const book = await loadBook(tx, caller.customerId);
      const refused = deliveryNoteRefusal(book, body, { siteStart: site.startDate, now });
      if (refused) throw problem(refused.status, refused.detail);
      const planned = await planNoteStock(tx, caller, book, { ...body, kind: 'delivery' }, now);
      const note = await insertNote(tx, caller, { ...body, kind: 'delivery' }, now, services.keys);
      await storeNoteStock(tx, caller, planned, note, now);
      return { status: 201, json: note };
    });
  },

  async createCollectionNote(call) {
    const { body, caller, services } = call;
    const image = noteImageRefusal(body);
    if (image) throw problem(image.status, image.detail);
    return withIdempotency(call, 'createCollectionNote', async (tx) => {
      await lockNoteSites(tx, [body.from_site_id]);
      await lockCustomer(tx, caller);
      const site = await ownSite(tx, body.from_site_id);
      const now = services.now();
      const book = await loadBook(tx, caller.customerId);
      const outcome = collectionNoteOutcome(book, body, { siteStart: site.startDate, now });
      if (outcome.refusal) throw problem(outcome.refusal.status, outcome.refusal.detail);
      const planned = await planNoteStock(tx, caller, book, { ...body, kind: 'collection' }, now);
      const note = await insertNote(
        tx,
        caller,
        { ...body, kind: 'collection' },
        now,
        services.keys,
      );
      await storeNoteStock(tx, caller, planned, note, now);
      return { status: 201, json: { ...note, over_returns: outcome.overReturns } };
    });
  },

  async createOffHire(call) {
    const { body, caller, services } = call;
    if (caller.role === 'staff') throw forbidden();
    return withIdempotency(call, 'createOffHire', async (tx) => {
      await lockCustomer(tx, caller);
      const site = await ownSite(tx, body.site_id);
      const onHire = await tx
        .select({ id: scaffolds.id })
        .from(scaffolds)
        .where(and(eq(scaffolds.siteId, site.id), inArray(scaffolds.life, ON_HIRE_LIVES)));
      const now = services.now();
      const refused = offHireRefusal(await loadBook(tx, caller.customerId), body, {
        siteStart: site.startDate,
        now,
        scaffoldsOnHire: new Set(onHire.map((row) => row.id)),
      });
      if (refused) throw problem(refused.status, refused.detail);
      const record: OffHire = {
        ...body,
        id: await nextId(tx, 'off_hire_ids'),
        recorded_by: by(caller),
        recorded_at: now.toISOString(),
      };
      await tx.insert(offHires).values({
        id: record.id,
        customerId: caller.customerId,
        siteId: record.site_id,
        fromDate: record.from,
        record: record as unknown as Record<string, unknown>,
      });
      return { status: 201, json: record };
    });
  },

  async siteHire({ params, caller, services }) {
    const json = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      const site = await ownSite(tx, params.site_id);
      const hireSite = (await loadSites(tx, caller.customerId)).find((s) => s.id === site.id);
      if (!hireSite) throw forbidden();
      const answer = siteHireAnswer(
        await loadBook(tx, caller.customerId),
        hireSite,
        await loadCatalogue(tx, caller.customerId),
      );
      return { ...answer, notes: answer.notes.map((note) => keyedNote(services.keys, note)) };
    });
    return { status: 200, json };
  },

  async hireNote({ params, caller, services }) {
    const json = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      const [row] = isRowId(params.note_id)
        ? await tx.select().from(hireNotes).where(eq(hireNotes.id, params.note_id))
        : [];
      if (!row) throw forbidden();
      return hireNoteAnswer(
        keyedNote(services.keys, noteOf(row)),
        await loadSites(tx, caller.customerId),
        await loadCatalogue(tx, caller.customerId),
      );
    });
    return { status: 200, json };
  },

  async hireStatement({ query, caller, services }) {
    const json = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      const client = (await loadClients(tx, caller.customerId)).find(
        (entry) => entry.id === query.client_id,
      );
      if (!client) throw forbidden();
      return hireStatementAnswer(
        await loadBook(tx, caller.customerId),
        client,
        await loadSites(tx, caller.customerId),
        await loadCatalogue(tx, caller.customerId),
        { from: query.from, to: query.to },
        services.now(),
      );
    });
    return { status: 200, json };
  },

  async hireOverview({ caller, services }) {
    const json = await asCustomer(services.db, scopeOf(caller), async (tx) =>
      hireOverviewAnswer(
        await loadBook(tx, caller.customerId),
        await loadClients(tx, caller.customerId),
        await loadSites(tx, caller.customerId),
        await loadCatalogue(tx, caller.customerId),
        services.now(),
      ),
    );
    return { status: 200, json };
  },
} satisfies Partial<Handlers>;
