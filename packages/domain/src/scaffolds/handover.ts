// A handover as the mock and the server record it: the refusals a recordHandover can meet once its
// body parsed, and the certificate it keeps. The place and the firm are copied in as they stand at
// the handover, since the certificate records what was handed over, where and by whom.
import type {
  HandoverCertificate,
  HandoverRequest,
  PublicTag,
  Scaffold,
  ScaffoldDescription,
  ScaffoldLife,
} from '../schemas';
import { canHandOver } from './life';

/** A clock a few minutes fast (a phone, the server) does not make a handover "in the future". */
export const HANDOVER_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** A refused handover: 400 for a field, 409 for a scaffold not in a state to be handed over. */
export interface HandoverRefusal {
  readonly status: 400 | 409;
  readonly detail: string;
}

/** Why this handover cannot be recorded now, or null. Signatures are checked apart, as images. */
export function handoverRefusal(
  handover: Pick<HandoverRequest, 'handed_over_at'>,
  life: ScaffoldLife,
  now: Date,
): HandoverRefusal | null {
  if (Date.parse(handover.handed_over_at) > now.getTime() + HANDOVER_FUTURE_TOLERANCE_MS) {
    return { status: 400, detail: 'handed_over_at: later than now' };
  }
  if (!canHandOver(life)) {
    return {
      status: 409,
      detail: 'Only a scaffold being erected, or altered since, is handed over.',
    };
  }
  return null;
}

/** The scaffold as the handover describes it: what its record takes on. */
export const scaffoldDescriptionOf = (handover: HandoverRequest): ScaffoldDescription => ({
  description: handover.description,
  system: handover.system,
  height_m: handover.height_m,
  lifts: handover.lifts,
  load_class: handover.load_class,
  permitted_use: handover.permitted_use,
  limitations: handover.limitations,
});

/** Where the certificate was made, as it stood then. */
export interface HandoverPlace {
  readonly firmName: string;
  readonly siteName: string;
  readonly siteLocation: string | null;
  readonly clientName: string | null;
}

/** The certificate kept for a handover; `signatures` are as stored (a data URL or a media URL). */
export function handoverCertificate(
  handover: HandoverRequest,
  scaffold: { readonly id: number; readonly tag_number: string; readonly site_id: number },
  made: {
    readonly id: number;
    readonly place: HandoverPlace;
    readonly signatures: { readonly competent: string; readonly client: string | null };
    readonly now: Date;
  },
): HandoverCertificate {
  const {
    client: onSite,
    competent_person_signature: _competent,
    handed_over_at,
    ...described
  } = handover;
  const handedOverAt = new Date(handed_over_at).toISOString();
  return {
    id: made.id,
    scaffold_id: scaffold.id,
    tag_number: scaffold.tag_number,
    site_id: scaffold.site_id,
    firm_name: made.place.firmName,
    site_name: made.place.siteName,
    site_location: made.place.siteLocation,
    client_name: made.place.clientName,
    ...described,
    handed_over_at: handedOverAt,
    competent_person_signature: made.signatures.competent,
    client_signature:
      onSite && made.signatures.client !== null
        ? {
            name: onSite.name,
            signature: made.signatures.client,
            signed_at: handedOverAt,
            via: 'on-site',
          }
        : null,
    created_at: made.now.toISOString(),
  };
}

/** What the public page shows: no ids, no customer, nothing but the scaffold and its site's name. */
export function publicTag(
  scaffold: Scaffold,
  place: { readonly siteName: string; readonly location: string | null },
): PublicTag {
  return {
    tag_number: scaffold.tag_number,
    site_name: place.siteName,
    location: place.location,
    description: scaffold.description,
    system: scaffold.system,
    height_m: scaffold.height_m,
    lifts: scaffold.lifts,
    load_class: scaffold.load_class,
    permitted_use: scaffold.permitted_use,
    limitations: scaffold.limitations,
    life: scaffold.life,
    status: scaffold.status,
    last_check: scaffold.last_check
      ? {
          at: scaffold.last_check.at,
          by_name: scaffold.last_check.by_name,
          by_position: scaffold.last_check.by_position,
        }
      : null,
    next_due: scaffold.next_due,
    awaiting_client_signature: scaffold.awaiting_client_signature,
  };
}
