// Reading scaffolds with what their tags depend on, in a customer's transaction: the scaffold
// rows, their handover certificates, the inspections naming them and their live tag codes. A few
// queries per list, never one per scaffold. Inspections are found through their scaffold's site
// (the index on a site's history), only the fields a tag reads.
import type { HandoverCertificate } from '@scaffold/domain';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/connect';
import { handovers, inspections, scaffolds, tagCodes } from '../../db/schema';
import type { Keys } from '../../secrets';

export type ScaffoldRow = typeof scaffolds.$inferSelect;

/** A handover certificate as stored (its signatures by bare media URL). */
export type StoredCertificate = HandoverCertificate;

/** What a scaffold's tag and history read of an inspection naming it. */
export interface TiedInspection {
  id: number;
  scaffold_id: number;
  created_at: string;
  completed_at: string | null;
  passed: boolean | null;
  /** An item's status is 'attention'. */
  attention: boolean;
  inspector_name: string | null;
  inspector_position: string | null;
  client_signed_at: string | null;
  /** A client's signature is on it (taken on site, or through a link). */
  client_signed: boolean;
}

/** Everything about a scaffold beyond its row that its answers need. */
export interface ScaffoldContext {
  handover: StoredCertificate | undefined;
  /** Newest first. */
  inspections: TiedInspection[];
}

const byNewest = (a: TiedInspection, b: TiedInspection) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/** The handovers and inspections of some scaffolds, by scaffold id. */
export async function contextsOf(
  tx: Transaction,
  rows: readonly ScaffoldRow[],
): Promise<Map<number, ScaffoldContext>> {
  const contexts = new Map<number, ScaffoldContext>(
    rows.map((row) => [row.id, { handover: undefined, inspections: [] }]),
  );
  if (rows.length === 0) return contexts;
  const handoverIds = rows.flatMap((row) => (row.handoverId === null ? [] : [row.handoverId]));
  const certificates =
    handoverIds.length === 0
      ? []
      : await tx
          .select({ id: handovers.id, record: handovers.record })
          .from(handovers)
          .where(inArray(handovers.id, handoverIds));
  const tied = await tx
    .select({
      id: inspections.id,
      scaffold_id: sql<number>`${inspections.scaffoldId}`,
      created_at: sql<string>`${inspections.record}->>'created_at'`,
      completed_at: sql<string | null>`${inspections.record}->>'completed_at'`,
      passed: sql<unknown>`${inspections.record}->'passed'`,
      attention: sql<boolean>`coalesce(${inspections.record} @> '{"items":[{"status":"attention"}]}'::jsonb, false)`,
      inspector_name: sql<string | null>`${inspections.record}->>'inspector_name'`,
      inspector_position: sql<string | null>`${inspections.record}->>'inspector_position'`,
      client_signed_at: sql<string | null>`${inspections.record}->>'client_signed_at'`,
      client_signed: sql<boolean>`jsonb_path_exists(${inspections.record}, '$.signatures[*] ? (@.role == "client" && @.signature != "")')`,
    })
    .from(inspections)
    .where(
      and(
        inArray(inspections.siteId, [...new Set(rows.map((row) => row.siteId))]),
        isNotNull(inspections.scaffoldId),
        inArray(
          inspections.scaffoldId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const byId = new Map(certificates.map((entry) => [entry.id, entry.record]));
  for (const row of rows) {
    const context = contexts.get(row.id);
    const record = row.handoverId === null ? undefined : byId.get(row.handoverId);
    if (context && record) context.handover = record as unknown as StoredCertificate;
  }
  for (const inspection of tied) {
    contexts.get(inspection.scaffold_id)?.inspections.push({
      ...inspection,
      passed: typeof inspection.passed === 'boolean' ? inspection.passed : null,
    });
  }
  for (const context of contexts.values()) context.inspections.sort(byNewest);
  return contexts;
}

/** The code on each scaffold's tag now (the live one), opened from its sealed copy. */
export async function liveCodesOf(
  tx: Transaction,
  keys: Keys,
  scaffoldIds: readonly number[],
): Promise<Map<number, string>> {
  if (scaffoldIds.length === 0) return new Map();
  const rows = await tx
    .select({ scaffoldId: tagCodes.scaffoldId, sealed: tagCodes.codeSealed })
    .from(tagCodes)
    .where(and(inArray(tagCodes.scaffoldId, [...scaffoldIds]), isNull(tagCodes.revokedAt)))
    .orderBy(asc(tagCodes.createdAt));
  return new Map(rows.map((row) => [row.scaffoldId, keys.open(row.sealed)]));
}

/** One scaffold of the customer in scope, locked for the write when `forUpdate`. */
export async function scaffoldRow(
  tx: Transaction,
  scaffoldId: number,
  forUpdate = false,
): Promise<ScaffoldRow | undefined> {
  const query = tx.select().from(scaffolds).where(eq(scaffolds.id, scaffoldId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
