// The server's answers about scaffolds, built from its rows as the mock builds them from its
// records (mocks/src/handlers/scaffold-view.ts): the tag's status is worked out here by the
// domain's rules with the server's clock. Pure: the rows come from records.ts.
import {
  type HandoverCertificate,
  latestCheck,
  mediaIdOf,
  mediaUrl,
  type Scaffold,
  type ScaffoldInspectionSummary,
  type SigningLink,
  signingLinkState,
  type TagCheck,
  type TagFacts,
  tagNextDue,
  tagStatus,
} from '@scaffold/domain';
import type { signingLinks } from '../../db/schema';
import type { Keys } from '../../secrets';
import { mediaKey } from '../media-urls';
import type { ScaffoldContext, ScaffoldRow, StoredCertificate, TiedInspection } from './records';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the tag's colour depends on. */
export function tagFacts(row: ScaffoldRow, context: ScaffoldContext): TagFacts {
  const { handover } = context;
  const checks: TagCheck[] = context.inspections
    .filter((inspection) => typeof inspection.passed === 'boolean')
    .map((inspection) => ({
      kind: 'inspection',
      at: inspection.created_at,
      result:
        inspection.passed === false ? 'failed' : inspection.attention ? 'attention' : 'passed',
      by_name: inspection.inspector_name,
      by_position: inspection.inspector_position,
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
    life: row.life as Scaffold['life'],
    limitations: row.limitations,
    handover: handover ? { clientSigned: handover.client_signature !== null } : null,
    checks,
    adverseWeatherAt: iso(row.adverseWeatherAt),
  };
}

/** A scaffold as the API sends it, its status as of `now`. */
export function toScaffold(
  row: ScaffoldRow,
  context: ScaffoldContext,
  liveCode: string,
  now: Date,
): Scaffold {
  const facts = tagFacts(row, context);
  const latest = latestCheck(facts.checks);
  return {
    id: row.id,
    site_id: row.siteId,
    tag_number: row.tagNumber,
    sublocation_id: row.sublocationId,
    subarea_id: row.subareaId,
    description: row.description,
    system: row.system,
    height_m: row.heightM,
    lifts: row.lifts,
    load_class: row.loadClass,
    permitted_use: row.permittedUse,
    limitations: row.limitations,
    life: facts.life,
    created_at: row.createdAt.toISOString(),
    handover_id: row.handoverId,
    adverse_weather_at: facts.adverseWeatherAt,
    awaiting_client_signature:
      context.handover !== undefined && context.handover.client_signature === null,
    tag_code: liveCode,
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

/** A media URL with its key, as sent; any other value (a data URL) as it is. */
export function signedImage(keys: Keys, value: string): string {
  const id = mediaIdOf(value);
  return id === null ? value : mediaUrl(id, mediaKey(keys, id));
}

/** A stored certificate as the API sends it: its signatures' URLs with their keys. */
export function certificateOf(keys: Keys, stored: StoredCertificate): HandoverCertificate {
  return {
    ...stored,
    competent_person_signature: signedImage(keys, stored.competent_person_signature),
    client_signature: stored.client_signature
      ? {
          ...stored.client_signature,
          signature: signedImage(keys, stored.client_signature.signature),
        }
      : null,
  };
}

type SigningLinkRow = typeof signingLinks.$inferSelect;

export function toSigningLink(row: SigningLinkRow, now: Date): SigningLink {
  const link = {
    id: row.id,
    document: { kind: row.documentKind as SigningLink['document']['kind'], id: row.documentId },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    used_at: iso(row.usedAt),
    revoked_at: iso(row.revokedAt),
  };
  return { ...link, state: signingLinkState(link, now) };
}

export function inspectionSummary(inspection: TiedInspection): ScaffoldInspectionSummary {
  const signedOnSite = inspection.client_signed
    ? (inspection.completed_at ?? inspection.created_at)
    : null;
  return {
    id: inspection.id,
    created_at: inspection.created_at,
    passed: inspection.passed,
    attention: inspection.attention,
    inspector_name: inspection.inspector_name,
    inspector_position: inspection.inspector_position,
    client_signed_at: inspection.client_signed_at ?? signedOnSite,
  };
}

/** The mock's order of a site's scaffolds: by tag number, then id. */
export const byTagNumber = (
  a: { tag_number: string; id: number },
  b: { tag_number: string; id: number },
) => a.tag_number.localeCompare(b.tag_number) || a.id - b.id;
