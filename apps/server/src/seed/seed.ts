// Seeds an empty database with the sample the mock holds (one generator: @scaffold/mocks/seed)
// at a scale, and the demo accounts with their passwords hashed. Secrets are stored as the server
// keeps them: tag codes and signing tokens as HMACs (codes also sealed), images as blobs named by
// their hash, inspections naming their images by media id.

import { hash } from '@node-rs/argon2';
import { type DatabaseState, imageOf, seedDatabase } from '@scaffold/mocks/seed';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, rowsOf, type Transaction } from '../db/connect';
import * as tables from '../db/schema';
import type { Keys } from '../secrets';
import { mapNoteImages } from '../services/hire-book';
import { blobHash, storeImage } from '../services/media-store';
import { bareMediaUrls } from '../services/media-urls';

export interface SeedSettings {
  scale: number;
  /** Where the sample's dates are placed around (its 'now'). */
  referenceDate: Date;
  /** Real photos for the seeded inspections, in turn (data URLs); the sample's SVG otherwise. */
  photos?: readonly string[];
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;

async function insertAll<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}

const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

/** Is there anything in the database yet? */
export async function isSeeded(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from customers) as seeded`);
  return Boolean(rowsOf<{ seeded: boolean }>(result)[0]?.seeded);
}

export async function seedSample(db: Database, keys: Keys, settings: SeedSettings): Promise<void> {
  const state = seedDatabase({
    scale: settings.scale,
    referenceDate: settings.referenceDate,
    ...(settings.photos ? { photos: settings.photos } : {}),
  });
  const passwordHashes = await Promise.all(state.users.map((user) => hashPassword(user.password)));
  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      tables.customers,
      state.customers.map((customer) => ({ id: customer.id, name: customer.name })),
    );
    await insertAll(
      tx,
      tables.users,
      state.users.map((user, index) => ({
        id: user.id,
        customerId: user.customer_id,
        email: user.email.trim().toLowerCase(),
        passwordHash: passwordHashes[index] ?? '',
        firstName: user.first_name,
        lastName: user.last_name,
        role: user.role,
      })),
    );
    await tx.execute(sql`select setval('users_id_seq', (select max(id) from users))`);
    await insertAll(tx, tables.componentSystems, state.componentSystems);
    await insertTree(tx, state);
    await insertImages(tx, state);
    await insertAll(
      tx,
      tables.stockMovements,
      state.movements.map(({ customer_id, ...movement }) => ({
        id: movement.id,
        customerId: customer_id,
        movedAt: new Date(movement.moved_at),
        fromSiteId: movement.from.site_id,
        toSiteId: movement.to.site_id,
        itemName: movement.item.name,
        record: movement,
      })),
    );
    await insertScaffolds(tx, state, keys);
    await insertHire(tx, state);
  });
  // Planner statistics for what was just written: without them PostgreSQL plans the first reads
  // as if every table were empty (autovacuum's analyze comes later, or never on a short run).
  await db.execute(sql`analyze`);
}

async function insertTree(tx: Transaction, state: DatabaseState): Promise<void> {
  const rows = {
    clients: [] as (typeof tables.clients.$inferInsert)[],
    sites: [] as (typeof tables.sites.$inferInsert)[],
    sublocations: [] as (typeof tables.sublocations.$inferInsert)[],
    subareas: [] as (typeof tables.subareas.$inferInsert)[],
    items: [] as (typeof tables.inventoryItems.$inferInsert)[],
    allocations: [] as (typeof tables.allocations.$inferInsert)[],
    inspections: [] as (typeof tables.inspections.$inferInsert)[],
  };
  for (const customer of state.customers) {
    const customerId = customer.id;
    for (const [clientIndex, client] of customer.clients.entries()) {
      rows.clients.push({
        id: client.id,
        customerId,
        name: client.name,
        address: client.address ?? null,
        position: clientIndex,
      });
      for (const [siteIndex, site] of client.sites.entries()) {
        rows.sites.push({
          id: site.id,
          customerId,
          clientId: client.id,
          position: siteIndex,
          name: site.name,
          location: site.location ?? null,
          city: site.city ?? null,
          state: site.state ?? null,
          startDate: site.start_date ?? null,
          endDate: site.end_date ?? null,
          expectedEndDate: site.expected_end_date ?? null,
          statusCode: site.status.code,
          statusName: site.status.name,
          managerFirstName: site.manager?.first_name ?? null,
          managerLastName: site.manager?.last_name ?? null,
          lastInspectionDate: date(site.last_inspection_date),
          inspectionDue: date(site.inspection_due),
          nextInspectionDate: date(site.next_inspection_date),
          items: site.items ?? null,
        });
        for (const [sublocationIndex, sublocation] of site.sublocations.entries()) {
          rows.sublocations.push({
            id: sublocation.id,
            customerId,
            siteId: site.id,
            position: sublocationIndex,
            name: sublocation.name,
          });
          for (const [subareaIndex, subarea] of sublocation.subareas.entries()) {
            rows.subareas.push({
              id: subarea.id,
              customerId,
              siteId: site.id,
              sublocationId: sublocation.id,
              position: subareaIndex,
              name: subarea.name,
              items: subarea.items ?? null,
            });
          }
        }
        for (const [itemIndex, item] of site.inventory_items.entries()) {
          rows.items.push({
            id: item.id,
            customerId,
            siteId: site.id,
            position: itemIndex,
            name: item.name ?? null,
            catalogue: item.item ?? null,
            quantity: item.quantity,
            weight: item.weight ?? null,
            weightInKg: item.weight_in_kg ?? null,
            financialMetrics: item.financial_metrics,
            lastUpdated: date(item.last_updated),
          });
          for (const allocation of item.allocations) {
            rows.allocations.push({
              id: allocation.id,
              customerId,
              inventoryItemId: item.id,
              subareaId: allocation.subarea_id,
              quantity: allocation.quantity,
            });
          }
        }
        const count = site.inspections.length;
        for (const [index, inspection] of site.inspections.entries()) {
          rows.inspections.push({
            id: inspection.id,
            customerId,
            siteId: site.id,
            historyOrder: count - index,
            record: bareMediaUrls(inspection),
            createdAt: date(inspection.created_at),
            updatedAt: date(inspection.updated_at),
            scaffoldId: inspection.scaffold_id ?? null,
          });
        }
      }
    }
  }
  await insertAll(tx, tables.clients, rows.clients);
  await insertAll(tx, tables.sites, rows.sites);
  await insertAll(tx, tables.sublocations, rows.sublocations);
  await insertAll(tx, tables.subareas, rows.subareas);
  await insertAll(tx, tables.inventoryItems, rows.items);
  await insertAll(tx, tables.allocations, rows.allocations);
  await insertAll(tx, tables.inspections, rows.inspections);
}

export { blobHash };

async function insertImages(tx: Transaction, state: DatabaseState): Promise<void> {
  const blobNames = new Map<string, string>();
  const blobRows: (typeof tables.blobs.$inferInsert)[] = [];
  for (const [name, blob] of Object.entries(state.blobs)) {
    const image = imageOf(blob.data_url);
    if (!image) throw new Error(`seed: blob ${name} is not an image`);
    const hashed = blobHash(image.bytes);
    blobNames.set(name, hashed);
    if (!blobRows.some((row) => row.hash === hashed)) {
      blobRows.push({ hash: hashed, contentType: image.type, bytes: image.bytes });
    }
  }
  await insertAll(tx, tables.blobs, blobRows);
  await insertAll(
    tx,
    tables.media,
    Object.entries(state.media).map(([id, record]) => ({
      id: Number(id),
      customerId: record.customer_id,
      blobHash: blobNames.get(record.blob) ?? '',
    })),
  );
}

async function insertScaffolds(tx: Transaction, state: DatabaseState, keys: Keys): Promise<void> {
  await insertAll(
    tx,
    tables.scaffolds,
    state.scaffolds.map((scaffold) => ({
      id: scaffold.id,
      customerId: scaffold.customer_id,
      siteId: scaffold.site_id,
      tagNumber: scaffold.tag_number,
      sublocationId: scaffold.sublocation_id,
      subareaId: scaffold.subarea_id,
      description: scaffold.description,
      system: scaffold.system,
      heightM: scaffold.height_m,
      lifts: scaffold.lifts,
      loadClass: scaffold.load_class,
      permittedUse: scaffold.permitted_use,
      limitations: scaffold.limitations,
      life: scaffold.life,
      createdAt: new Date(scaffold.created_at),
      handoverId: scaffold.handover_id,
      adverseWeatherAt: date(scaffold.adverse_weather_at),
    })),
  );
  await insertAll(
    tx,
    tables.tagCodes,
    state.tagCodes.map((code) => ({
      codeHash: keys.digest('tag-code', code.code),
      codeSealed: keys.seal(code.code),
      scaffoldId: code.scaffold_id,
      customerId: code.customer_id,
      createdAt: new Date(code.created_at),
      revokedAt: date(code.revoked_at),
    })),
  );
  // A certificate names its signatures by media URL, the images stored once, as a saved one does.
  const certificates: (typeof tables.handovers.$inferInsert)[] = [];
  for (const { customer_id, ...handover } of state.handovers) {
    const competent = await storeImage(tx, customer_id, handover.competent_person_signature);
    const client = handover.client_signature;
    certificates.push({
      id: handover.id,
      customerId: customer_id,
      scaffoldId: handover.scaffold_id,
      record: {
        ...handover,
        competent_person_signature: competent,
        client_signature: client
          ? { ...client, signature: await storeImage(tx, customer_id, client.signature) }
          : null,
      },
    });
  }
  await insertAll(tx, tables.handovers, certificates);
  await insertAll(
    tx,
    tables.signingLinks,
    state.signingLinks.map((link) => ({
      id: link.id,
      customerId: link.customer_id,
      tokenHash: keys.digest('signing-token', link.token),
      documentKind: link.document.kind,
      documentId: link.document.id,
      createdAt: new Date(link.created_at),
      expiresAt: new Date(link.expires_at),
      usedAt: date(link.used_at),
      revokedAt: date(link.revoked_at),
      signedBy: link.signed_by,
    })),
  );
  await insertAll(
    tx,
    tables.tagScans,
    state.tagScans.map((scan) => ({
      customerId: scan.customer_id,
      scaffoldId: scan.scaffold_id,
      codeHash: keys.digest('tag-code', scan.code),
      at: new Date(scan.at),
      outcome: scan.outcome,
    })),
  );
}

/** The sample's hire: each note's pictures stored once as media, as a written note's are. */
async function insertHire(tx: Transaction, state: DatabaseState): Promise<void> {
  const notes: (typeof tables.hireNotes.$inferInsert)[] = [];
  for (const { customer_id, ...seeded } of state.hireNotes) {
    const stored = new Map<string, string>();
    mapNoteImages(seeded, (value) => {
      stored.set(value, value);
      return value;
    });
    for (const value of stored.keys()) {
      stored.set(value, await storeImage(tx, customer_id, value));
    }
    const note = mapNoteImages(seeded, (value) => stored.get(value) ?? value);
    const delivery = note.kind === 'delivery';
    notes.push({
      id: note.id,
      customerId: customer_id,
      kind: note.kind,
      number: Number(note.number.slice(3)),
      siteId: delivery ? note.to_site_id : note.from_site_id,
      fromSiteId: delivery ? note.from_site_id : null,
      notedAt: new Date(delivery ? note.delivered_at : note.collected_at),
      correctedBy: note.corrected_by,
      record: note as unknown as Record<string, unknown>,
    });
  }
  await insertAll(tx, tables.hireNotes, notes);
  await insertAll(
    tx,
    tables.offHires,
    state.offHires.map(({ customer_id, ...record }) => ({
      id: record.id,
      customerId: customer_id,
      siteId: record.site_id,
      fromDate: record.from,
      record: record as unknown as Record<string, unknown>,
    })),
  );
}
