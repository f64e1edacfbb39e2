import {
  type Inspection,
  isSigningToken,
  newSigningToken,
  type SigningDocument,
  signingLinkExpiry,
  signingLinkState,
} from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { commit, currentState, customerNode, nextId, withSiteReplaced } from '../db/database';
import type { HandoverRecord, SigningLinkRecord } from '../db/scaffold-state';
import {
  authenticate,
  customerIdParam,
  forbidden,
  problem,
  readBody,
  route,
  type ScenarioSource,
} from './respond';
import { asCertificate, clientSignedInspection, toSigningLink } from './scaffold-view';
import { refusedSignature } from './scaffolds';

/** An inspection of the customer's, with its site (live references: read only). */
function inspectionOf(customerId: number, inspectionId: number) {
  const customer = customerNode(customerId);
  for (const client of customer?.clients ?? []) {
    for (const site of client.sites) {
      const inspection = site.inspections.find((entry) => entry.id === inspectionId);
      if (inspection) return { inspection, site, client };
    }
  }
  return undefined;
}

function handoverOfCustomer(customerId: number, handoverId: number): HandoverRecord | undefined {
  return currentState().handovers.find(
    (entry) => entry.id === handoverId && entry.customer_id === customerId,
  );
}

/** The document a link is for, as the signing page shows it; undefined if it is gone. */
function documentOf(link: SigningLinkRecord): SigningDocument | undefined {
  if (link.document.kind === 'handover') {
    const handover = handoverOfCustomer(link.customer_id, link.document.id);
    return handover ? { kind: 'handover', certificate: asCertificate(handover) } : undefined;
  }
  const found = inspectionOf(link.customer_id, link.document.id);
  if (!found) return undefined;
  const scaffold = currentState().scaffolds.find((s) => s.id === found.inspection.scaffold_id);
  return {
    kind: 'inspection',
    firm_name: customerNode(link.customer_id)?.name ?? '',
    site_name: found.site.name,
    site_location: found.site.location ?? null,
    client_name: found.client.name,
    tag_number: scaffold?.tag_number ?? null,
    inspection: found.inspection,
  };
}

const findLink = (token: string | readonly string[] | undefined) =>
  typeof token === 'string' && isSigningToken(token)
    ? currentState().signingLinks.find((link) => link.token === token)
    : undefined;

const notALink = () => problem(404, 'This signing link is not valid.');

export function signingHandlers(source: ScenarioSource) {
  return [
    route(
      'createSigningLink',
      async ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const body = await readBody(request, 'createSigningLink');
        if (!body.ok) return body.response;
        const { document } = body.value;
        const customerId = auth.user.customer_id;
        if (document.kind === 'handover') {
          const handover = handoverOfCustomer(customerId, document.id);
          if (!handover) return forbidden();
          if (handover.client_signature) return problem(409, 'The client has signed it already.');
        } else {
          const found = inspectionOf(customerId, document.id);
          if (!found) return forbidden();
          if (clientSignedInspection(found.inspection)) {
            return problem(409, 'The client has signed it already.');
          }
        }
        const now = mockNow();
        const token = newSigningToken();
        const record: SigningLinkRecord = {
          id: nextId('signingLink'),
          customer_id: customerId,
          token,
          document,
          created_at: now.toISOString(),
          expires_at: signingLinkExpiry(now).toISOString(),
          used_at: null,
          revoked_at: null,
          signed_by: null,
        };
        const state = currentState();
        // One live link per document: a new one withdraws the ones before it.
        const signingLinks = state.signingLinks.map((link) =>
          link.customer_id === customerId &&
          link.document.kind === document.kind &&
          link.document.id === document.id &&
          signingLinkState(link, now) === 'open'
            ? { ...link, revoked_at: now.toISOString() }
            : link,
        );
        commit({ ...state, signingLinks: [...signingLinks, record] });
        return HttpResponse.json({ link: toSigningLink(record, now), token }, { status: 201 });
      },
      source,
    ),

    route(
      'revokeSigningLink',
      ({ request, params, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const id = customerIdParam(params.link_id);
        const state = currentState();
        const link = state.signingLinks.find(
          (entry) => entry.id === id && entry.customer_id === auth.user.customer_id,
        );
        if (!link) return forbidden();
        const now = mockNow();
        // A used link stays used; a withdrawn one keeps the time it was withdrawn.
        const revoked =
          link.used_at || link.revoked_at ? link : { ...link, revoked_at: now.toISOString() };
        if (revoked !== link) {
          commit({
            ...state,
            signingLinks: state.signingLinks.map((entry) => (entry === link ? revoked : entry)),
          });
        }
        return HttpResponse.json({ link: toSigningLink(revoked, now) });
      },
      source,
    ),

    route(
      'signingDocument',
      ({ params }) => {
        const link = findLink(params.token);
        if (!link) return notALink();
        const now = mockNow();
        const state = signingLinkState(link, now);
        if (state === 'used') {
          return HttpResponse.json({
            state,
            signed_at: link.used_at ?? now.toISOString(),
            signed_by: link.signed_by ?? '',
          });
        }
        if (state !== 'open') return HttpResponse.json({ state });
        const document = documentOf(link);
        if (!document) return notALink();
        return HttpResponse.json({ state, expires_at: link.expires_at, document });
      },
      source,
    ),

    route(
      'signDocument',
      async ({ request, params }) => {
        const link = findLink(params.token);
        if (!link) return notALink();
        const body = await readBody(request, 'signDocument');
        if (!body.ok) return body.response;
        const refused = refusedSignature('signature', body.value.signature);
        if (refused) return refused;
        const now = mockNow();
        const state = signingLinkState(link, now);
        if (state !== 'open') {
          return problem(409, `This signing link is ${state === 'used' ? 'used' : state}.`);
        }
        const signedAt = now.toISOString();
        const { name, signature } = body.value;
        // The inspection's signature, the handover's and the link's use: one commit.
        let current = currentState();
        if (link.document.kind === 'inspection') {
          const found = inspectionOf(link.customer_id, link.document.id);
          if (!found) return notALink();
          const signed: Inspection = {
            ...found.inspection,
            signatures: [
              ...found.inspection.signatures.filter((entry) => entry.role !== 'client'),
              { id: nextId('signature'), role: 'client', signature },
            ],
            client_signed_at: signedAt,
            client_signed_by: name,
            // The stored record changed: its revision moves (the contract's inspectionDetails).
            updated_at: signedAt,
          };
          // Read after nextId, whose counter the commit below must keep.
          current = currentState();
          current =
            withSiteReplaced(current, found.site.id, (site) => ({
              ...site,
              inspections: site.inspections.map((entry) =>
                entry.id === signed.id ? signed : entry,
              ),
            })) ?? current;
        }
        commit({
          ...current,
          handovers:
            link.document.kind === 'handover'
              ? current.handovers.map((entry) =>
                  entry.id === link.document.id && entry.customer_id === link.customer_id
                    ? {
                        ...entry,
                        client_signature: { name, signature, signed_at: signedAt, via: 'link' },
                      }
                    : entry,
                )
              : current.handovers,
          // This link is used; any other open link to the same document is withdrawn.
          signingLinks: current.signingLinks.map((entry) =>
            entry.id === link.id
              ? { ...entry, used_at: signedAt, signed_by: name }
              : entry.customer_id === link.customer_id &&
                  entry.document.kind === link.document.kind &&
                  entry.document.id === link.document.id &&
                  signingLinkState(entry, now) === 'open'
                ? { ...entry, revoked_at: signedAt }
                : entry,
          ),
        });
        return HttpResponse.json({ state: 'used', signed_at: signedAt, signed_by: name });
      },
      source,
    ),
  ];
}
