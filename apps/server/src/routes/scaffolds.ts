// A customer's scaffolds: the list and one scaffold's history, adding one, moving it along its
// life, its handover certificate, a new tag, adverse weather on a site. Answered as the mock
// answers them (mocks/src/handlers/scaffolds.ts), from the customer's rows only.
import {
  canMoveLife,
  handoverCertificate,
  handoverRefusal,
  newTagCode,
  nextTagNumber,
  type ScaffoldLife,
  sameTagNumber,
} from '@scaffold/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import {
  clients,
  customers,
  handovers,
  nextval,
  scaffolds,
  sites,
  subareas,
  sublocations,
  tagCodes,
} from '../db/schema';
import { asCustomer } from '../db/scope';
import type { Caller } from '../http/authenticate';
import type { Handlers } from '../http/contract-routes';
import { forbidden, problem } from '../http/problem';
import { bumpDataVersion } from '../services/data-version';
import { withIdempotency } from '../services/idempotency';
import { checkSignature, storeImage } from '../services/media-store';
import { nextId } from '../services/next-id';
import { isRowId } from '../services/row-ids';
import { detailsOf, scaffoldsOf, sortedScaffoldsOf } from '../services/scaffolds/answers';
import {
  type ScaffoldRow,
  type StoredCertificate,
  scaffoldRow,
} from '../services/scaffolds/records';
import { certificateOf } from '../services/scaffolds/view';
import type { Services } from '../services/services';

/** The lives in which adverse weather matters: the scaffold stands and may be used. */
const STANDING: ScaffoldLife[] = ['handed_over', 'in_use', 'altered'];

const scopeOf = (caller: Caller) => ({ customerId: caller.customerId, userId: caller.userId });

/** The caller's scaffold, locked for the write; an unknown one answers as a foreign one. */
async function ownScaffold(tx: Transaction, scaffoldId: number): Promise<ScaffoldRow> {
  const row = isRowId(scaffoldId) ? await scaffoldRow(tx, scaffoldId, true) : undefined;
  if (!row) throw forbidden();
  return row;
}

/** One scaffold as the API sends it, read again after a write. */
async function answerOne(tx: Transaction, services: Services, scaffoldId: number) {
  const row = await scaffoldRow(tx, scaffoldId);
  if (!row) throw new Error(`scaffold ${scaffoldId} vanished`);
  const [scaffold] = await scaffoldsOf(tx, services.keys, [row], services.now());
  return scaffold;
}

/** A new live code for a scaffold: looked up by its HMAC, kept sealed to be printed again. */
async function addTagCode(tx: Transaction, services: Services, row: ScaffoldRow, at: Date) {
  const code = newTagCode();
  await tx.insert(tagCodes).values({
    codeHash: services.keys.digest('tag-code', code),
    codeSealed: services.keys.seal(code),
    scaffoldId: row.id,
    customerId: row.customerId,
    createdAt: at,
  });
}

export const scaffoldRoutes = {
  async scaffolds({ query, caller, services }) {
    const now = services.now();
    const list = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      const siteId = query.site_id;
      if (siteId !== undefined) {
        if (!isRowId(siteId)) throw forbidden();
        const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
        if (!site) throw forbidden();
      }
      const rows = await tx
        .select()
        .from(scaffolds)
        .where(
          and(
            eq(scaffolds.customerId, caller.customerId),
            siteId === undefined ? undefined : eq(scaffolds.siteId, siteId),
          ),
        );
      return sortedScaffoldsOf(tx, services.keys, rows, now);
    });
    return { status: 200, json: { scaffolds: list } };
  },

  async createScaffold(call) {
    const { body, caller, services } = call;
    return withIdempotency(call, 'createScaffold', async (tx) => {
      // One creation at a time per customer: the next free tag number is read, then taken.
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, caller.customerId))
        .for('update');
      if (!isRowId(body.site_id)) throw forbidden();
      const [site] = await tx
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.id, body.site_id));
      if (!site) throw forbidden();
      const sublocationId = body.sublocation_id ?? null;
      const subareaId = sublocationId === null ? null : (body.subarea_id ?? null);
      if (sublocationId !== null) {
        const [sublocation] = !isRowId(sublocationId)
          ? []
          : await tx
              .select({ id: sublocations.id })
              .from(sublocations)
              .where(and(eq(sublocations.id, sublocationId), eq(sublocations.siteId, site.id)));
        if (!sublocation) throw problem(400, 'sublocation_id: not a sublocation of this site');
      }
      if (subareaId !== null) {
        const [subarea] = !isRowId(subareaId)
          ? []
          : await tx
              .select({ id: subareas.id })
              .from(subareas)
              .where(
                and(eq(subareas.id, subareaId), eq(subareas.sublocationId, sublocationId ?? -1)),
              );
        if (!subarea) throw problem(400, 'subarea_id: not a subarea of this sublocation');
      }
      const taken = (
        await tx
          .select({ tag: scaffolds.tagNumber })
          .from(scaffolds)
          .where(eq(scaffolds.customerId, caller.customerId))
      ).map((row) => row.tag);
      const tag = body.tag_number ?? nextTagNumber(taken);
      if (taken.some((other) => sameTagNumber(other, tag))) {
        throw problem(409, `The tag number ${tag} is already used by another scaffold.`);
      }
      const now = services.now();
      const [row] = await tx
        .insert(scaffolds)
        .values({
          id: nextval('scaffold_ids'),
          customerId: caller.customerId,
          siteId: site.id,
          tagNumber: tag.toUpperCase(),
          sublocationId,
          subareaId,
          description: body.description,
          system: body.system,
          heightM: body.height_m,
          lifts: body.lifts,
          loadClass: body.load_class,
          permittedUse: body.permitted_use,
          limitations: body.limitations,
          life: 'erecting',
          createdAt: now,
          handoverId: null,
          adverseWeatherAt: null,
        })
        .returning();
      if (!row) throw new Error('scaffold not stored');
      await addTagCode(tx, services, row, now);
      await bumpDataVersion(tx, caller.customerId, [site.id]);
      return { status: 201, json: { scaffold: await answerOne(tx, services, row.id) } };
    });
  },

  async scaffoldDetails({ params, caller, services }) {
    const details = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      const row = isRowId(params.scaffold_id)
        ? await scaffoldRow(tx, params.scaffold_id)
        : undefined;
      if (!row) throw forbidden();
      return detailsOf(tx, services.keys, row, services.now());
    });
    return { status: 200, json: details };
  },

  async scaffoldByTag({ params, caller, services }) {
    const details = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      // Any code the scaffold's tags carried, live or replaced; another customer's is not seen.
      const [code] = await tx
        .select({ scaffoldId: tagCodes.scaffoldId })
        .from(tagCodes)
        .where(eq(tagCodes.codeHash, services.keys.digest('tag-code', params.tag_code)));
      const row = code ? await scaffoldRow(tx, code.scaffoldId) : undefined;
      if (!row) throw forbidden();
      return detailsOf(tx, services.keys, row, services.now());
    });
    return { status: 200, json: details };
  },

  async changeScaffoldLife({ params, body, caller, services }) {
    const scaffold = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      const row = await ownScaffold(tx, params.scaffold_id);
      if (!canMoveLife(row.life as ScaffoldLife, body.life)) {
        throw problem(409, `A scaffold cannot go from ${row.life} to ${body.life}.`);
      }
      await tx.update(scaffolds).set({ life: body.life }).where(eq(scaffolds.id, row.id));
      await bumpDataVersion(tx, caller.customerId, [row.siteId]);
      return answerOne(tx, services, row.id);
    });
    return { status: 200, json: { scaffold } };
  },

  async recordHandover(call) {
    const { params, body: handover, caller, services } = call;
    return withIdempotency(call, 'recordHandover', async (tx) => {
      // Locked: of two handovers of one scaffold at once, the second finds it handed over.
      const row = await ownScaffold(tx, params.scaffold_id);
      checkSignature('competent_person_signature', handover.competent_person_signature);
      if (handover.client) checkSignature('client.signature', handover.client.signature);
      const now = services.now();
      const refused = handoverRefusal(handover, row.life as ScaffoldLife, now);
      if (refused) throw problem(refused.status, refused.detail);
      const [site] = await tx
        .select({ name: sites.name, location: sites.location, clientName: clients.name })
        .from(sites)
        .leftJoin(clients, eq(clients.id, sites.clientId))
        .where(eq(sites.id, row.siteId));
      const [owner] = await tx
        .select({ name: customers.name })
        .from(customers)
        .where(eq(customers.id, caller.customerId));
      const competent = await storeImage(
        tx,
        caller.customerId,
        handover.competent_person_signature,
      );
      const client = handover.client
        ? await storeImage(tx, caller.customerId, handover.client.signature)
        : null;
      const certificate: StoredCertificate = handoverCertificate(
        handover,
        { id: row.id, tag_number: row.tagNumber, site_id: row.siteId },
        {
          id: await nextId(tx, 'handover_ids'),
          place: {
            firmName: owner?.name ?? '',
            siteName: site?.name ?? '',
            siteLocation: site?.location ?? null,
            clientName: site?.clientName ?? null,
          },
          signatures: { competent, client },
          now,
        },
      );
      await tx.insert(handovers).values({
        id: certificate.id,
        customerId: caller.customerId,
        scaffoldId: row.id,
        record: certificate,
      });
      await tx
        .update(scaffolds)
        .set({
          description: handover.description,
          system: handover.system,
          heightM: handover.height_m,
          lifts: handover.lifts,
          loadClass: handover.load_class,
          permittedUse: handover.permitted_use,
          limitations: handover.limitations,
          life: 'handed_over',
          handoverId: certificate.id,
        })
        .where(eq(scaffolds.id, row.id));
      await bumpDataVersion(tx, caller.customerId, [row.siteId]);
      return {
        status: 201,
        json: {
          handover: certificateOf(services.keys, certificate),
          scaffold: await answerOne(tx, services, row.id),
        },
      };
    });
  },

  async reprintTag({ params, caller, services }) {
    const scaffold = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      const row = await ownScaffold(tx, params.scaffold_id);
      const now = services.now();
      await tx
        .update(tagCodes)
        .set({ revokedAt: now })
        .where(and(eq(tagCodes.scaffoldId, row.id), isNull(tagCodes.revokedAt)));
      await addTagCode(tx, services, row, now);
      await bumpDataVersion(tx, caller.customerId, [row.siteId]);
      return answerOne(tx, services, row.id);
    });
    return { status: 200, json: { scaffold } };
  },

  async recordAdverseWeather({ params, caller, services }) {
    const list = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      if (!isRowId(params.site_id)) throw forbidden();
      const [site] = await tx
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.id, params.site_id));
      if (!site) throw forbidden();
      const now = services.now();
      const changed = await tx
        .update(scaffolds)
        .set({ adverseWeatherAt: now })
        .where(and(eq(scaffolds.siteId, site.id), inArray(scaffolds.life, STANDING)))
        .returning({ id: scaffolds.id });
      if (changed.length > 0) await bumpDataVersion(tx, caller.customerId, [site.id]);
      const rows = await tx.select().from(scaffolds).where(eq(scaffolds.siteId, site.id));
      return sortedScaffoldsOf(tx, services.keys, rows, now);
    });
    return { status: 200, json: { scaffolds: list } };
  },

  async handoverCertificate({ params, caller, services }) {
    const handover = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      if (!isRowId(params.handover_id)) throw forbidden();
      const [row] = await tx
        .select({ record: handovers.record })
        .from(handovers)
        .where(eq(handovers.id, params.handover_id));
      if (!row) throw forbidden();
      return certificateOf(services.keys, row.record as unknown as StoredCertificate);
    });
    return { status: 200, json: { handover } };
  },
} satisfies Pick<
  Handlers,
  | 'scaffolds'
  | 'createScaffold'
  | 'scaffoldDetails'
  | 'scaffoldByTag'
  | 'changeScaffoldLife'
  | 'recordHandover'
  | 'reprintTag'
  | 'recordAdverseWeather'
  | 'handoverCertificate'
>;
