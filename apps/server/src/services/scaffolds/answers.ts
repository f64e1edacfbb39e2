// The answers about scaffolds that need more than their rows: a list with their statuses, one
// scaffold's history (scaffoldDetails, scaffoldByTag) and the public page's view of its tag.
import { type PublicTag, publicTag, type Scaffold, type ScaffoldDetails } from '@scaffold/domain';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { rowsOf, type Transaction } from '../../db/connect';
import { signingLinks, sites, tagScans } from '../../db/schema';
import type { Keys } from '../../secrets';
import {
  contextsOf,
  liveCodesOf,
  type ScaffoldContext,
  type ScaffoldRow,
  scaffoldRow,
} from './records';
import { byTagNumber, certificateOf, inspectionSummary, toScaffold, toSigningLink } from './view';

/** How many of a scaffold's scans its details list. */
const RECENT_SCANS = 10;

/** Scaffolds as the API sends them, in the order given. */
export async function scaffoldsOf(
  tx: Transaction,
  keys: Keys,
  rows: readonly ScaffoldRow[],
  now: Date,
): Promise<Scaffold[]> {
  const contexts = await contextsOf(tx, rows);
  const codes = await liveCodesOf(
    tx,
    keys,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const context = contexts.get(row.id);
    const code = codes.get(row.id);
    if (!context || code === undefined) throw new Error(`scaffold ${row.id} has no live tag code`);
    return toScaffold(row, context, code, now);
  });
}

/** Scaffolds sorted as the mock sorts a site's: by tag number, then id. */
export async function sortedScaffoldsOf(
  tx: Transaction,
  keys: Keys,
  rows: readonly ScaffoldRow[],
  now: Date,
): Promise<Scaffold[]> {
  const sorted = [...rows].sort((a, b) =>
    byTagNumber({ tag_number: a.tagNumber, id: a.id }, { tag_number: b.tagNumber, id: b.id }),
  );
  return scaffoldsOf(tx, keys, sorted, now);
}

const siteNameOf = async (tx: Transaction, siteId: number) =>
  (await tx.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)))[0]?.name ?? '';

/** A scaffold with its handover, inspections, signing links and scans. */
export async function detailsOf(
  tx: Transaction,
  keys: Keys,
  row: ScaffoldRow,
  now: Date,
): Promise<ScaffoldDetails> {
  const context = (await contextsOf(tx, [row])).get(row.id);
  const code = (await liveCodesOf(tx, keys, [row.id])).get(row.id);
  if (!context || code === undefined) throw new Error(`scaffold ${row.id} has no live tag code`);
  const scaffold = toScaffold(row, context, code, now);
  const inspectionIds = context.inspections.map((inspection) => inspection.id);
  const documents = [
    ...(context.handover
      ? [
          and(
            eq(signingLinks.documentKind, 'handover'),
            eq(signingLinks.documentId, context.handover.id),
          ),
        ]
      : []),
    ...(inspectionIds.length > 0
      ? [
          and(
            eq(signingLinks.documentKind, 'inspection'),
            inArray(signingLinks.documentId, inspectionIds),
          ),
        ]
      : []),
  ];
  const links =
    documents.length === 0
      ? []
      : await tx
          .select()
          .from(signingLinks)
          .where(and(eq(signingLinks.customerId, row.customerId), or(...documents)))
          .orderBy(desc(signingLinks.createdAt), desc(signingLinks.id));
  const [scanCount] = await tx
    .select({ count: count() })
    .from(tagScans)
    .where(eq(tagScans.scaffoldId, row.id));
  const recent = await tx
    .select({ at: tagScans.at, outcome: tagScans.outcome })
    .from(tagScans)
    .where(eq(tagScans.scaffoldId, row.id))
    .orderBy(desc(tagScans.id))
    .limit(RECENT_SCANS);
  return {
    scaffold,
    site: { id: row.siteId, name: await siteNameOf(tx, row.siteId) },
    handover: context.handover ? certificateOf(keys, context.handover) : null,
    inspections: context.inspections.map(inspectionSummary),
    signing_links: links.map((link) => toSigningLink(link, now)),
    scans: {
      count: Number(scanCount?.count ?? 0),
      recent: recent.map((scan) => ({
        at: scan.at.toISOString(),
        outcome: scan.outcome as 'live' | 'replaced',
      })),
    },
  };
}

/**
 * The site's name and 'Sublocation › Subarea' of a scaffold on it (null when it names no
 * sublocation of that site; the sublocation alone when no subarea of it), in one statement: the
 * public tag page is read by every phone that scans.
 */
async function whereIs(
  tx: Transaction,
  row: ScaffoldRow,
): Promise<{ siteName: string; location: string | null }> {
  const [found] = rowsOf<{
    site_name: string | null;
    sublocation: string | null;
    subarea: string | null;
  }>(
    await tx.execute(sql`
      select (select name from sites where id = ${row.siteId}) as site_name,
        sl.name as sublocation, sa.name as subarea
      from (select 1) as one
      left join sublocations sl on sl.id = ${row.sublocationId}::int and sl.site_id = ${row.siteId}
      left join subareas sa on sa.id = ${row.subareaId}::int and sa.sublocation_id = sl.id`),
  );
  const sublocation = found?.sublocation ?? null;
  const subarea = found?.subarea ?? null;
  return {
    siteName: found?.site_name ?? '',
    location:
      sublocation === null ? null : subarea === null ? sublocation : `${sublocation} › ${subarea}`,
  };
}

/**
 * What the public page shows of a scaffold, read from the database: all of it but the status,
 * which moves with the clock (publicTagAt). It changes only with a write that moves the
 * customer's data version.
 */
export interface PublicTagParts {
  row: ScaffoldRow;
  context: ScaffoldContext;
  code: string;
  place: { siteName: string; location: string | null };
}

/** The parts of a scaffold's public page, or undefined when it is not in the scope's customer. */
export async function publicTagPartsOf(
  tx: Transaction,
  keys: Keys,
  scaffoldId: number,
): Promise<PublicTagParts | undefined> {
  const row = await scaffoldRow(tx, scaffoldId);
  if (!row) return undefined;
  const context = (await contextsOf(tx, [row])).get(row.id);
  const code = (await liveCodesOf(tx, keys, [row.id])).get(row.id);
  if (!context || code === undefined) throw new Error(`scaffold ${row.id} has no live tag code`);
  return { row, context, code, place: await whereIs(tx, row) };
}

/** What the public page shows of a scaffold's tag, its status as of `now`. */
export const publicTagAt = (parts: PublicTagParts, now: Date): PublicTag =>
  publicTag(toScaffold(parts.row, parts.context, parts.code, now), parts.place);
