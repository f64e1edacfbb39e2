// Signing links: the firm makes and withdraws them; the client, with no account, reads the
// document and signs it once. A token is kept only as an HMAC (shown once, when made); a link is
// used by one atomic update, so of two signatures at once exactly one is taken. Answered as the
// mock answers them (mocks/src/handlers/signing.ts).
import {
  type Inspection,
  newSigningToken,
  type SigningDocument,
  type SigningLink,
  signingLinkExpiry,
} from '@scaffold/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect';
import {
  clients,
  customers,
  handovers,
  inspections,
  scaffolds,
  signingLinks,
  sites,
} from '../db/schema';
import { asCustomer, asSystem } from '../db/scope';
import type { Caller } from '../http/authenticate';
import type { Handlers } from '../http/contract-routes';
import { forbidden, problem } from '../http/problem';
import { bumpDataVersion } from '../services/data-version';
import { checkSignature, storeImage } from '../services/media-store';
import { signedMediaUrls } from '../services/media-urls';
import { nextId } from '../services/next-id';
import { isRowId } from '../services/row-ids';
import type { StoredCertificate } from '../services/scaffolds/records';
import { certificateOf, toSigningLink } from '../services/scaffolds/view';
import type { Services } from '../services/services';

type LinkRow = typeof signingLinks.$inferSelect;

const ALREADY_SIGNED = 'The client has signed it already.';
const notALink = () => problem(404, 'This signing link is not valid.');
/** What a client's page holds (names, signatures) is never kept by a cache on the way. */
const PRIVATE = { 'Cache-Control': 'no-store' };

const scopeOf = (caller: Caller) => ({ customerId: caller.customerId, userId: caller.userId });

const stateOf = (row: LinkRow, now: Date) => toSigningLink(row, now).state;

/** The link a token opens, looked up by the token's HMAC before its customer is known. */
async function linkOfToken(services: Services, token: string): Promise<LinkRow | undefined> {
  const tokenHash = services.keys.digest('signing-token', token);
  const [row] = await asSystem(services.db, (tx) =>
    tx.select().from(signingLinks).where(eq(signingLinks.tokenHash, tokenHash)),
  );
  return row;
}

/** Does an inspection carry the client's signature (on site, or through a link)? */
const clientSignedSql = sql<boolean>`jsonb_path_exists(${inspections.record}, '$.signatures[*] ? (@.role == "client" && @.signature != "")')`;

/** The document a link is for, as the signing page shows it; undefined if it is gone. */
async function documentOf(
  tx: Transaction,
  services: Services,
  link: LinkRow,
): Promise<SigningDocument | undefined> {
  if (link.documentKind === 'handover') {
    const [row] = await tx
      .select({ record: handovers.record })
      .from(handovers)
      .where(eq(handovers.id, link.documentId));
    return row
      ? {
          kind: 'handover',
          certificate: certificateOf(services.keys, row.record as unknown as StoredCertificate),
        }
      : undefined;
  }
  const [found] = await tx
    .select({
      record: inspections.record,
      siteName: sites.name,
      siteLocation: sites.location,
      clientName: clients.name,
      firmName: customers.name,
    })
    .from(inspections)
    .innerJoin(sites, eq(sites.id, inspections.siteId))
    .leftJoin(clients, eq(clients.id, sites.clientId))
    .innerJoin(customers, eq(customers.id, inspections.customerId))
    .where(eq(inspections.id, link.documentId));
  if (!found) return undefined;
  const inspection = found.record as unknown as Inspection;
  const [scaffold] =
    typeof inspection.scaffold_id === 'number'
      ? await tx
          .select({ tagNumber: scaffolds.tagNumber })
          .from(scaffolds)
          .where(eq(scaffolds.id, inspection.scaffold_id))
      : [];
  return {
    kind: 'inspection',
    firm_name: found.firmName,
    site_name: found.siteName,
    site_location: found.siteLocation ?? null,
    client_name: found.clientName ?? null,
    tag_number: scaffold?.tagNumber ?? null,
    inspection: signedMediaUrls(services.keys, inspection),
  };
}

/** The open links of a document, withdrawn at `at` (all but `keep`). */
async function withdrawOpenLinks(
  tx: Transaction,
  document: { customerId: number; kind: string; id: number },
  at: Date,
  keep?: number,
) {
  await tx
    .update(signingLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(signingLinks.customerId, document.customerId),
        eq(signingLinks.documentKind, document.kind),
        eq(signingLinks.documentId, document.id),
        isNull(signingLinks.usedAt),
        isNull(signingLinks.revokedAt),
        gt(signingLinks.expiresAt, at),
        keep === undefined ? undefined : ne(signingLinks.id, keep),
      ),
    );
}

/** The site a document belongs to (what its signature changes). */
async function siteOfDocument(tx: Transaction, link: Pick<LinkRow, 'documentKind' | 'documentId'>) {
  const [row] =
    link.documentKind === 'handover'
      ? await tx
          .select({ siteId: scaffolds.siteId })
          .from(handovers)
          .innerJoin(scaffolds, eq(scaffolds.id, handovers.scaffoldId))
          .where(eq(handovers.id, link.documentId))
      : await tx
          .select({ siteId: inspections.siteId })
          .from(inspections)
          .where(eq(inspections.id, link.documentId));
  return row?.siteId;
}

/** A link's document, locked for the signature; undefined when it is gone. */
async function lockDocument(
  tx: Transaction,
  link: Pick<LinkRow, 'documentKind' | 'documentId'>,
): Promise<
  | { kind: 'inspection'; siteId: number; record: Inspection }
  | { kind: 'handover'; siteId: number }
  | undefined
> {
  if (link.documentKind === 'inspection') {
    const [row] = await tx
      .select({ record: inspections.record, siteId: inspections.siteId })
      .from(inspections)
      .where(eq(inspections.id, link.documentId))
      .for('update');
    return row
      ? { kind: 'inspection', siteId: row.siteId, record: row.record as unknown as Inspection }
      : undefined;
  }
  const [row] = await tx
    .select({ siteId: scaffolds.siteId })
    .from(handovers)
    .innerJoin(scaffolds, eq(scaffolds.id, handovers.scaffoldId))
    .where(eq(handovers.id, link.documentId))
    .for('update', { of: handovers });
  return row ? { kind: 'handover', siteId: row.siteId } : undefined;
}

export const signingRoutes = {
  async createSigningLink({ body, caller, services }) {
    const { document } = body;
    const answer = await asCustomer(services.db, scopeOf(caller), async (tx) => {
      // The document is locked: two links made at once cannot both stay open.
      if (!isRowId(document.id)) throw forbidden();
      let siteId: number;
      if (document.kind === 'handover') {
        const [row] = await tx
          .select({ record: handovers.record, scaffoldId: handovers.scaffoldId })
          .from(handovers)
          .where(eq(handovers.id, document.id))
          .for('update');
        if (!row) throw forbidden();
        if ((row.record as unknown as StoredCertificate).client_signature) {
          throw problem(409, ALREADY_SIGNED);
        }
        siteId = (row.record as unknown as StoredCertificate).site_id;
      } else {
        const [row] = await tx
          .select({ siteId: inspections.siteId, signed: clientSignedSql })
          .from(inspections)
          .where(eq(inspections.id, document.id))
          .for('update');
        if (!row) throw forbidden();
        if (row.signed) throw problem(409, ALREADY_SIGNED);
        siteId = row.siteId;
      }
      const now = services.now();
      const token = newSigningToken();
      // One live link per document: a new one withdraws the ones before it.
      await withdrawOpenLinks(
        tx,
        { customerId: caller.customerId, kind: document.kind, id: document.id },
        now,
      );
      const [row] = await tx
        .insert(signingLinks)
        .values({
          id: await nextId(tx, 'signing_link_ids'),
          customerId: caller.customerId,
          tokenHash: services.keys.digest('signing-token', token),
          documentKind: document.kind,
          documentId: document.id,
          createdAt: now,
          expiresAt: signingLinkExpiry(now),
        })
        .returning();
      if (!row) throw new Error('signing link not stored');
      await bumpDataVersion(tx, caller.customerId, [siteId]);
      return { link: toSigningLink(row, now), token };
    });
    return { status: 201, json: answer };
  },

  async revokeSigningLink({ params, caller, services }) {
    const link = await asCustomer(
      services.db,
      scopeOf(caller),
      async (tx): Promise<SigningLink> => {
        if (!isRowId(params.link_id)) throw forbidden();
        const now = services.now();
        // A used link stays used; a withdrawn one keeps the time it was withdrawn.
        const [revoked] = await tx
          .update(signingLinks)
          .set({ revokedAt: now })
          .where(
            and(
              eq(signingLinks.id, params.link_id),
              isNull(signingLinks.usedAt),
              isNull(signingLinks.revokedAt),
            ),
          )
          .returning();
        if (revoked) {
          const siteId = await siteOfDocument(tx, revoked);
          await bumpDataVersion(tx, caller.customerId, siteId === undefined ? [] : [siteId]);
          return toSigningLink(revoked, now);
        }
        const [row] = await tx
          .select()
          .from(signingLinks)
          .where(eq(signingLinks.id, params.link_id));
        if (!row) throw forbidden();
        return toSigningLink(row, now);
      },
    );
    return { status: 200, json: { link } };
  },

  async signingDocument({ params, services }) {
    const link = await linkOfToken(services, params.token);
    if (!link) throw notALink();
    const now = services.now();
    const state = stateOf(link, now);
    if (state === 'used') {
      return {
        status: 200,
        headers: PRIVATE,
        json: {
          state,
          signed_at: (link.usedAt ?? now).toISOString(),
          signed_by: link.signedBy ?? '',
        },
      };
    }
    if (state !== 'open') return { status: 200, headers: PRIVATE, json: { state } };
    const document = await asCustomer(services.db, { customerId: link.customerId }, (tx) =>
      documentOf(tx, services, link),
    );
    if (!document) throw notALink();
    return {
      status: 200,
      headers: PRIVATE,
      json: { state, expires_at: link.expiresAt.toISOString(), document },
    };
  },

  async signDocument({ params, body, services }) {
    const found = await linkOfToken(services, params.token);
    if (!found) throw notALink();
    checkSignature('signature', body.signature);
    const now = services.now();
    const signedAt = now.toISOString();
    const { name, signature } = body;
    const signed = await asCustomer(services.db, { customerId: found.customerId }, async (tx) => {
      // The document first, as making a link locks it: the two never wait on each other crosswise.
      const document = await lockDocument(tx, found);
      // The link is used by this one update or not at all: of two signatures sent at once, the
      // second waits for the first's row lock, then finds it used.
      const [link] = await tx
        .update(signingLinks)
        .set({ usedAt: now, signedBy: name })
        .where(
          and(
            eq(signingLinks.tokenHash, found.tokenHash),
            isNull(signingLinks.usedAt),
            isNull(signingLinks.revokedAt),
            gt(signingLinks.expiresAt, now),
          ),
        )
        .returning();
      if (!link) {
        const [row] = await tx.select().from(signingLinks).where(eq(signingLinks.id, found.id));
        const state = row ? stateOf(row, now) : 'revoked';
        throw problem(409, `This signing link is ${state}.`);
      }
      // The document is gone: nothing is signed, the link stays as it was.
      if (!document) throw notALink();
      const image = await storeImage(tx, link.customerId, signature);
      if (document.kind === 'inspection') {
        const inspection = document.record;
        const record: Inspection = {
          ...inspection,
          signatures: [
            ...(inspection.signatures ?? []).filter((entry) => entry.role !== 'client'),
            { id: await nextId(tx, 'signature_ids'), role: 'client', signature: image },
          ],
          client_signed_at: signedAt,
          client_signed_by: name,
          updated_at: signedAt,
        };
        await tx
          .update(inspections)
          .set({ record: record as unknown as Record<string, unknown>, updatedAt: now })
          .where(eq(inspections.id, link.documentId));
      } else {
        const clientSignature = { name, signature: image, signed_at: signedAt, via: 'link' };
        await tx
          .update(handovers)
          .set({
            record: sql`jsonb_set(${handovers.record}, '{client_signature}', ${JSON.stringify(clientSignature)}::jsonb)`,
          })
          .where(eq(handovers.id, link.documentId));
      }
      // Any other open link to the same document is withdrawn.
      await withdrawOpenLinks(
        tx,
        { customerId: link.customerId, kind: link.documentKind, id: link.documentId },
        now,
        link.id,
      );
      await bumpDataVersion(tx, link.customerId, [document.siteId]);
      return { state: 'used' as const, signed_at: signedAt, signed_by: name };
    });
    return { status: 200, headers: PRIVATE, json: signed };
  },
} satisfies Pick<
  Handlers,
  'createSigningLink' | 'revokeSigningLink' | 'signingDocument' | 'signDocument'
>;
