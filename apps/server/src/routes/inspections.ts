// Saving an inspection: checked by the domain's rules (refusedSave), stored with its photos and
// signatures as media, heading its site's history; the site's last and next inspection dates and
// the inspected scaffold's life move with it, and its Idempotency-Key's answer is kept, all in one
// transaction.
import {
  inspectionFromSave,
  lifeAfterInspection,
  nextInspectionDue,
  refusedSave,
} from '@scaffold/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/connect';
import { inspections, nextval, scaffolds, sites } from '../db/schema';
import type { Handlers } from '../http/contract-routes';
import { forbidden, problem } from '../http/problem';
import { bumpDataVersion } from '../services/data-version';
import { withIdempotency } from '../services/idempotency';
import { withImagesStored } from '../services/media-store';
import { signedMediaUrls } from '../services/media-urls';

export const inspectionWriteRoutes = {
  async saveInspection(call) {
    const { body, caller, services } = call;
    const refused = refusedSave(body);
    if (refused) throw problem(refused.status, refused.detail);
    return withIdempotency(call, 'saveInspection', async (tx) => {
      // A share of the site's key only: it cannot be deleted meanwhile, and saves to one site do
      // not queue for each other's whole transaction (photos and all), only for the few
      // statements from the site's update to the commit.
      const [site] = await tx
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.id, body.site_id))
        .for('key share');
      // An unknown site answers as another customer's does (403), so ids cannot be probed.
      if (!site) throw forbidden();
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
      // The record's id and its signatures' in one round trip.
      const [ids] = rowsOf<{ inspection_id: number; signature_ids: number[] }>(
        await tx.execute(
          sql`select ${nextval('inspection_ids')} as inspection_id, array(select ${nextval('signature_ids')} from generate_series(1, 3)) as signature_ids`,
        ),
      );
      const signatureIds = (ids?.signature_ids ?? []).map(Number);
      const asSent = inspectionFromSave(body, now, (kind) =>
        kind === 'inspection' ? Number(ids?.inspection_id ?? 0) : (signatureIds.shift() ?? 0),
      );
      const stored = await withImagesStored(tx, caller.customerId, asSent);
      await tx.insert(inspections).values({
        id: stored.id,
        customerId: caller.customerId,
        siteId: site.id,
        historyOrder: sql`${nextval('inspection_history_order')}`,
        record: stored,
        createdAt: now,
        updatedAt: now,
        scaffoldId: body.scaffold_id ?? null,
      });
      const next = nextInspectionDue(now);
      // Saves to one site commit in any order: the latest instant wins, not the last commit.
      await tx
        .update(sites)
        .set({
          lastInspectionDate: sql`greatest(${sites.lastInspectionDate}, ${now})`,
          nextInspectionDate: sql`greatest(${sites.nextInspectionDate}, ${next})`,
          inspectionDue: sql`greatest(${sites.inspectionDue}, ${next})`,
        })
        .where(eq(sites.id, site.id));
      if (scaffold) {
        const life = lifeAfterInspection(scaffold.life as never, stored.passed === true);
        if (life !== scaffold.life) {
          await tx.update(scaffolds).set({ life }).where(eq(scaffolds.id, scaffold.id));
        }
      }
      await bumpDataVersion(tx, caller.customerId, [site.id]);
      return { status: 201, json: { inspection: signedMediaUrls(services.keys, stored) } };
    });
  },
} satisfies Pick<Handlers, 'saveInspection'>;
