import {
  formatDateTime,
  inspectionResult,
  type ScaffoldDetails,
  type ScaffoldInspectionSummary,
} from '@scaffold/domain';
import { StatusBadge, TextLink } from '@scaffold/ui';
import { inspectionReportPath } from '../../../config/paths';
import { handoverCertificatePath } from '../scaffold-paths';
import * as styles from './history.css';
import { SCAFFOLDS_COPY } from './scaffolds-copy';

function resultOf(inspection: ScaffoldInspectionSummary) {
  const result = inspectionResult(inspection.passed);
  if (result === 'Passed' && inspection.attention) {
    return { label: 'Needs attention', tone: 'warning' as const };
  }
  return {
    label: result,
    tone:
      result === 'Passed'
        ? ('success' as const)
        : result === 'Failed'
          ? ('danger' as const)
          : ('neutral' as const),
  };
}

const by = (name: string | null, position: string | null) =>
  [name, position].filter(Boolean).join(', ') || SCAFFOLDS_COPY.notRecorded;

/** A scaffold's record for the firm: its handover, its inspections with their reports, its scans. */
export function ScaffoldHistory({ details }: { details: ScaffoldDetails }) {
  const { handover, inspections, scans } = details;
  return (
    <div className={styles.history}>
      <ol className={styles.list} aria-label={`History of tag ${details.scaffold.tag_number}`}>
        {inspections.map((inspection) => {
          const result = resultOf(inspection);
          return (
            <li key={`inspection-${inspection.id}`} className={styles.entry}>
              <div className={styles.entryHead}>
                <StatusBadge tone={result.tone}>{result.label}</StatusBadge>
                <span className={styles.entryTitle}>
                  Inspection, {formatDateTime(inspection.created_at)}
                </span>
              </div>
              <span className={styles.muted}>
                By {by(inspection.inspector_name, inspection.inspector_position)}.{' '}
                {inspection.client_signed_at
                  ? `${SCAFFOLDS_COPY.signedByClient(inspection.client_signed_at)}.`
                  : `${SCAFFOLDS_COPY.awaitingClient}.`}
              </span>
              <TextLink href={inspectionReportPath(inspection.id)}>
                Report of {formatDateTime(inspection.created_at)}
              </TextLink>
            </li>
          );
        })}
        {handover && (
          <li className={styles.entry}>
            <div className={styles.entryHead}>
              <StatusBadge tone={handover.client_signature ? 'success' : 'warning'}>
                {handover.client_signature ? 'Handed over' : SCAFFOLDS_COPY.awaitingClient}
              </StatusBadge>
              <span className={styles.entryTitle}>
                Handover, {formatDateTime(handover.handed_over_at)}
              </span>
            </div>
            <span className={styles.muted}>
              By {by(handover.competent_person_name, handover.competent_person_position)}.{' '}
              {handover.client_signature
                ? `${SCAFFOLDS_COPY.signedByClient(handover.client_signature.signed_at)}.`
                : `${SCAFFOLDS_COPY.awaitingClient}.`}
            </span>
            <TextLink href={handoverCertificatePath(handover.id)}>Handover certificate</TextLink>
          </li>
        )}
      </ol>
      {!handover && inspections.length === 0 && (
        <p className={styles.muted}>Not handed over and not inspected yet.</p>
      )}
      <p className={styles.muted}>
        {scans.count === 0
          ? 'Its tag has not been scanned yet.'
          : `Its tag has been scanned ${scans.count === 1 ? 'once' : `${scans.count} times`}${
              scans.recent[0] ? `, last on ${formatDateTime(scans.recent[0].at)}` : ''
            }.`}
      </p>
    </div>
  );
}
