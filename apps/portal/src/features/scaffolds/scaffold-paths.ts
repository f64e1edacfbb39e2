// The addresses of the scaffolds feature's screens, kept here rather than in config/paths so
// that only its own chunks carry them (config/paths is in the entry). Site Management links to a
// site's scaffolds with config/paths' siteScaffoldsPath.
import { PUBLIC_ORIGIN } from '../../config/env';
import { paths } from '../../config/paths';

/** The printable sheet of a site's tags; `scaffoldId` prints that one tag alone. */
export const tagSheetPath = (siteId: number, scaffoldId?: number) =>
  `${paths.tagSheet.replace(':siteId', String(siteId))}${scaffoldId === undefined ? '' : `?scaffold=${scaffoldId}`}`;

/** The handover certificate form of a scaffold. */
export const handoverPath = (scaffoldId: number) =>
  paths.handover.replace(':scaffoldId', String(scaffoldId));

/** A handover certificate, to read and print. */
export const handoverCertificatePath = (handoverId: number) =>
  paths.handoverCertificate.replace(':handoverId', String(handoverId));

// The public status page behind a tag: Site Management links to it too.
export { tagStatusPath } from '../../config/paths';

/** The public page where a client signs through a signing link. */
export const signingPath = (token: string) =>
  paths.signing.replace(':token', encodeURIComponent(token));

/** /dashboard/inspections with New Inspection open for one scaffold of a site. */
export const inspectionForScaffold = (
  siteId: number,
  scaffold: { id: number; tag_number: string },
) =>
  `${paths.inspections}?site=${siteId}&scaffold=${scaffold.id}&tag=${encodeURIComponent(scaffold.tag_number)}`;

/** A path of the portal as the public reaches it: a tag's QR code, a client's signing link. */
export const publicUrl = (path: string) => `${PUBLIC_ORIGIN || window.location.origin}${path}`;
