// What the scaffold tests send and read beside the API: a scaffold's description, a handover
// certificate, signatures, and the seeded rows and inspections they start from.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { customers, inspections, scaffolds, sites } from '../db/schema';
import { asSystem } from '../db/scope';
import { bumpDataVersion } from '../services/data-version';

/** A 1×1 PNG. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Another image, so a test can tell whose signature was kept. */
export const OTHER_SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export const description = {
  description: 'Independent tied scaffold, gable end',
  system: 'Cuplock',
  height_m: 12,
  lifts: 6,
  load_class: 3,
  permitted_use: 'Brickwork',
  limitations: '',
};

export const handoverBody = (
  handedOverAt: Date,
  client: { name: string; signature: string } | null = null,
) => ({
  ...description,
  ties_tested: 'yes',
  ties_notes: '1 in 10 pull-tested',
  erected_by: 'Erection team 2',
  competent_person_name: 'Gary Holt',
  competent_person_position: 'Scaffold supervisor (CISRS Advanced)',
  handed_over_at: handedOverAt.toISOString(),
  competent_person_signature: SIGNATURE,
  client,
});

/** A seeded scaffold of a customer by its tag number. */
export async function seededScaffold(db: Database, customerId: number, tagNumber: string) {
  const [row] = await db
    .select()
    .from(scaffolds)
    .where(and(eq(scaffolds.customerId, customerId), eq(scaffolds.tagNumber, tagNumber)));
  if (!row) throw new Error(`fixture: ${tagNumber} of customer ${customerId}`);
  return row;
}

/** The active sites of a customer, in the tree's order. */
export async function activeSites(db: Database, customerId: number) {
  return db
    .select({ id: sites.id, name: sites.name, changedVersion: sites.changedVersion })
    .from(sites)
    .where(and(eq(sites.customerId, customerId), eq(sites.statusCode, 'active')))
    .orderBy(sites.clientId, sites.position);
}

export async function dataVersionOf(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ version: customers.dataVersion })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.version ?? -1;
}

export async function changedVersionOf(db: Database, siteId: number): Promise<number> {
  const [row] = await db
    .select({ version: sites.changedVersion })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row?.version ?? -1;
}

let inspectionIds = 3_000_000;

/**
 * An inspection of a scaffold stored as a save would store it (the save itself is another
 * group's call): completed, passed or failed, with an item needing attention when told.
 */
export async function storeInspection(
  db: Database,
  options: {
    customerId: number;
    siteId: number;
    scaffoldId: number;
    at: Date;
    passed: boolean;
    attention?: boolean;
  },
) {
  inspectionIds += 1;
  const id = inspectionIds;
  const at = options.at.toISOString();
  const record = {
    id,
    passed: options.passed,
    notes: '',
    created_at: at,
    updated_at: at,
    completed_at: at,
    items: [
      { name: 'ties_secure', status: options.passed ? 'pass' : 'fail', notes: '' },
      ...(options.attention ? [{ name: 'signage', status: 'attention', notes: 'Faded' }] : []),
    ],
    photos: [],
    signatures: [],
    inspector_name: 'Sian Roberts',
    inspector_position: 'Scaffold inspector (CISRS)',
    scaffold_id: options.scaffoldId,
  };
  // As a save stores one: the record and the customer's data version moved together, so what is
  // kept per version (the tag page, the Dashboard's counts) reads it.
  await asSystem(db, async (tx) => {
    await tx.insert(inspections).values({
      id,
      customerId: options.customerId,
      siteId: options.siteId,
      historyOrder: id,
      record,
      createdAt: options.at,
      updatedAt: options.at,
      scaffoldId: options.scaffoldId,
    });
    await bumpDataVersion(tx, options.customerId, [options.siteId]);
  });
  return id;
}
