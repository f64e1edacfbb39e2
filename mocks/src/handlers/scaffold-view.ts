import {
  type HandoverCertificate,
  type Inspection,
  latestCheck,
  type PublicTag,
  publicTag,
  type Scaffold,
  type ScaffoldDetails,
  type ScaffoldInspectionSummary,
  type SigningLink,
  type Site,
  signingLinkState,
  type TagCheck,
  type TagFacts,
  tagNextDue,
  tagStatus,
} from '@scaffold/domain';
import { findSite } from '../db/database';
import type { HandoverRecord, ScaffoldRecord, SigningLinkRecord } from '../db/scaffold-state';
import type { DatabaseState } from '../db/state';

// The mock's answers about scaffolds, built from its records: the tag's status is worked out
// here, by the domain's rules, with the server's clock (what a real server does).

/** How many of a scaffold's scans its details list. */
const RECENT_SCANS = 10;

const siteOf = (record: ScaffoldRecord): Site | undefined => findSite(record.site_id)?.site;

/** A scaffold's own inspections on its site, newest first. */
export function inspectionsOf(record: ScaffoldRecord): Inspection[] {
  return (siteOf(record)?.inspections ?? [])
    .filter((inspection) => inspection.scaffold_id === record.id)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

const hasAttention = (inspection: Inspection) =>
  inspection.items.some((item) => item.status === 'attention');

export const clientSignedInspection = (inspection: Inspection): boolean =>
  inspection.signatures.some((signature) => signature.role === 'client' && signature.signature);

export function handoverOf(state: DatabaseState, record: ScaffoldRecord) {
  return record.handover_id === null
    ? undefined
    : state.handovers.find((handover) => handover.id === record.handover_id);
}

/** What the tag's colour depends on. */
export function tagFacts(state: DatabaseState, record: ScaffoldRecord): TagFacts {
  const handover = handoverOf(state, record);
  const checks: TagCheck[] = inspectionsOf(record)
    .filter((inspection) => typeof inspection.passed === 'boolean')
    .map((inspection) => ({
      kind: 'inspection',
      at: inspection.created_at,
      result:
        inspection.passed === false ? 'failed' : hasAttention(inspection) ? 'attention' : 'passed',
      by_name: inspection.inspector_name ?? null,
      by_position: inspection.inspector_position ?? null,
    }));
  if (handover) {
    checks.push({
      kind: 'handover',
      at: handover.handed_over_at,
      result: 'passed',
      by_name: handover.competent_person_name,
      by_position: handover.competent_person_position,
    });
  }
  return {
    life: record.life,
    limitations: record.limitations,
    handover: handover ? { clientSigned: handover.client_signature !== null } : null,
    checks,
    adverseWeatherAt: record.adverse_weather_at,
  };
}

/** The live code of a scaffold's tag. */
export function liveCode(state: DatabaseState, scaffoldId: number): string {
  const live = state.tagCodes.find(
    (code) => code.scaffold_id === scaffoldId && code.revoked_at === null,
  );
  if (!live) throw new Error(`scaffold ${scaffoldId} has no live tag code`);
  return live.code;
}

/** A scaffold as the API sends it, its status as of `now`. */
export function toScaffold(state: DatabaseState, record: ScaffoldRecord, now: Date): Scaffold {
  const { customer_id: _owner, ...fields } = record;
  const facts = tagFacts(state, record);
  const latest = latestCheck(facts.checks);
  const handover = handoverOf(state, record);
  return {
    ...fields,
    awaiting_client_signature: handover !== undefined && handover.client_signature === null,
    tag_code: liveCode(state, record.id),
    status: tagStatus(facts, now),
    last_check: latest
      ? {
          kind: latest.kind,
          at: latest.at,
          by_name: latest.by_name,
          by_position: latest.by_position,
        }
      : null,
    next_due: tagNextDue(facts)?.toISOString() ?? null,
  };
}

/** 'Sublocation › Subarea' of a scaffold on its site, or null. */
function placeOf(record: ScaffoldRecord): string | null {
  const sublocation = siteOf(record)?.sublocations.find((s) => s.id === record.sublocation_id);
  if (!sublocation) return null;
  const subarea = sublocation.subareas.find((s) => s.id === record.subarea_id);
  return subarea ? `${sublocation.name} › ${subarea.name}` : sublocation.name;
}

/** What the public page shows: no ids, no customer, nothing but the scaffold and its site's name. */
export function toPublicTag(state: DatabaseState, record: ScaffoldRecord, now: Date): PublicTag {
  return publicTag(toScaffold(state, record, now), {
    siteName: siteOf(record)?.name ?? '',
    location: placeOf(record),
  });
}

/** A kept certificate as the API sends it (the owner stays in the database). */
export const asCertificate = ({ customer_id: _owner, ...certificate }: HandoverRecord) =>
  certificate satisfies HandoverCertificate;

export function toSigningLink(record: SigningLinkRecord, now: Date): SigningLink {
  return {
    id: record.id,
    document: record.document,
    created_at: record.created_at,
    expires_at: record.expires_at,
    used_at: record.used_at,
    revoked_at: record.revoked_at,
    state: signingLinkState(record, now),
  };
}

function inspectionSummary(inspection: Inspection): ScaffoldInspectionSummary {
  const signedOnSite = clientSignedInspection(inspection)
    ? (inspection.completed_at ?? inspection.created_at)
    : null;
  return {
    id: inspection.id,
    created_at: inspection.created_at,
    passed: inspection.passed ?? null,
    attention: hasAttention(inspection),
    inspector_name: inspection.inspector_name ?? null,
    inspector_position: inspection.inspector_position ?? null,
    client_signed_at: inspection.client_signed_at ?? signedOnSite,
  };
}

/** A scaffold with its handover, inspections, signing links and scans. */
export function scaffoldDetails(
  state: DatabaseState,
  record: ScaffoldRecord,
  now: Date,
): ScaffoldDetails {
  const handover = handoverOf(state, record);
  const inspections = inspectionsOf(record);
  const inspectionIds = new Set(inspections.map((inspection) => inspection.id));
  const links = state.signingLinks
    .filter(
      (link) =>
        link.customer_id === record.customer_id &&
        ((link.document.kind === 'handover' && link.document.id === handover?.id) ||
          (link.document.kind === 'inspection' && inspectionIds.has(link.document.id))),
    )
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  const scans = state.tagScans.filter((scan) => scan.scaffold_id === record.id);
  return {
    scaffold: toScaffold(state, record, now),
    site: { id: record.site_id, name: siteOf(record)?.name ?? '' },
    handover: handover ? asCertificate(handover) : null,
    inspections: inspections.map(inspectionSummary),
    signing_links: links.map((link) => toSigningLink(link, now)),
    scans: {
      count: scans.length,
      recent: scans
        .slice(-RECENT_SCANS)
        .reverse()
        .map((scan) => ({ at: scan.at, outcome: scan.outcome })),
    },
  };
}
