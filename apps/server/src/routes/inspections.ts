// Saving an inspection: checked by the domain's rules (refusedSave), stored with its photos and
// signatures as media, heading its site's history; the site's last and next inspection dates and
// the inspected scaffold's life move with it, and its Idempotency-Key's answer is kept, all in one
// transaction. Saves are the busiest write, so the transaction is few round trips: the claim with
// the scope, the kept answer's look-up with the site and every id the save needs, and one
// statement writing the rest (media, the record, the kept answer, the site's dates and the data
// version).
import {
  inspectionFromSave,
  lifeAfterInspection,
  nextInspectionDue,
  refusedSave,
  SIGNATURE_ROLES,
} from '@scaffold/domain';
import { eq, sql } from 'drizzle-orm';
import { inspections, nextval, scaffolds, sites } from '../db/schema';
import type { Handlers } from '../http/contract-routes';
import { forbidden, problem } from '../http/problem';
import { dataVersionBump } from '../services/data-version';
import { withIdempotency } from '../services/idempotency';
import { imageInserts, imagesIn, withMediaUrls } from '../services/media-store';
import { signedMediaUrls } from '../services/media-urls';

export const inspectionWriteRoutes = {
  async saveInspection(call) {
    const { body, caller, services } = call;
    const refused = refusedSave(body);
    if (refused) throw problem(refused.status, refused.detail);
    // One media row per data URL sent (an empty signature is none).
    const images = [
      ...Object.values(body.photos),
      ...SIGNATURE_ROLES.map((role) => body.signatures[role]),
    ].filter((value) => value.startsWith('data:')).length;
    // A share of the site's key only: it cannot be deleted meanwhile, and saves to one site do
    // not queue for each other's whole transaction (photos and all), only for the last statement
    // and the commit. The record's id, its signatures' and its media's come with it, and the whole
    // with the look-up of the key's kept answer.
    const siteWithIds = sql`select ${sites.id} as site_id, array[${nextval('inspection_ids')}] || array(select ${nextval('signature_ids')} from generate_series(1, 3)) || array(select ${nextval('media_ids')} from generate_series(1, ${images}::int)) as ids from ${sites} where ${sites.id} = ${body.site_id} for key share`;
    return withIdempotency(
      call,
      'saveInspection',
      async (tx, keep, found) => {
        const site = found as { site_id: number; ids: number[] } | undefined;
        // An unknown site answers as another customer's does (403), so ids cannot be probed.
        if (!site) throw forbidden();
        const siteId = Number(site.site_id);
        const ids = site.ids.map(Number);
        const signatureIds = ids.slice(1, 4);
        const mediaIds = ids.slice(4);
        let scaffold: typeof scaffolds.$inferSelect | undefined;
        if (body.scaffold_id !== undefined) {
          [scaffold] = await tx
            .select()
            .from(scaffolds)
            .where(eq(scaffolds.id, body.scaffold_id))
            .for('update');
          if (!scaffold) throw forbidden();
          if (scaffold.siteId !== body.site_id) {
            throw problem(400, 'scaffold_id: the scaffold is not on this site');
          }
        }
        const now = services.now();
        const asSent = inspectionFromSave(body, now, (kind) =>
          kind === 'inspection' ? (ids[0] ?? 0) : (signatureIds.shift() ?? 0),
        );
        const sent = imagesIn(asSent);
        const stored = withMediaUrls(asSent, mediaIds);
        const answer = {
          status: 201 as const,
          json: { inspection: signedMediaUrls(services.keys, stored) },
        };
        const kept = keep(answer);
        const stores = sent.length > 0 ? imageInserts(tx, caller.customerId, sent, mediaIds) : null;
        const record = tx
          .insert(inspections)
          .values({
            id: stored.id,
            customerId: caller.customerId,
            siteId,
            historyOrder: sql`${nextval('inspection_history_order')}`,
            record: stored,
            createdAt: now,
            updatedAt: now,
            scaffoldId: body.scaffold_id ?? null,
          })
          .getSQL();
        const next = nextInspectionDue(now);
        // Saves to one site commit in any order: the latest instant wins, not the last commit.
        const dates = sql`last_inspection_date = greatest(last_inspection_date, ${now}), next_inspection_date = greatest(next_inspection_date, ${next}), inspection_due = greatest(inspection_due, ${next})`;
        // The rest in one statement: the site's row (and the customer's) are locked at its end.
        await tx.execute(
          sql`with ${
            stores
              ? sql`stored_blobs as (${stores.blobs.getSQL()}), stored_media as (${stores.media.getSQL()}), `
              : sql``
          }inspection as (${record}), ${kept ? sql`kept as (${kept}), ` : sql``}${dataVersionBump(caller.customerId, [siteId], dates)} select 1`,
        );
        if (scaffold) {
          const life = lifeAfterInspection(scaffold.life as never, stored.passed === true);
          if (life !== scaffold.life) {
            await tx.update(scaffolds).set({ life }).where(eq(scaffolds.id, scaffold.id));
          }
        }
        return answer;
      },
      siteWithIds,
    );
  },
} satisfies Pick<Handlers, 'saveInspection'>;
