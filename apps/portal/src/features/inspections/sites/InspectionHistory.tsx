import {
  type Inspection,
  inspectionLastUpdated,
  inspectionResult,
  inspectionResultTone,
  inspectionsNewestFirst,
  MESSAGES,
  notesPreview,
  type Site,
} from '@scaffold/domain';
import { DateText, EmptyState, StatusBadge, VisuallyHidden } from '@scaffold/ui';
import { useMemo } from 'react';
import * as styles from './InspectionHistory.css';

export interface InspectionHistoryProps {
  site: Site;
  onOpenInspection: (site: Site, inspection: Inspection) => void;
}

/** A site's past inspections, newest first; each opens the Inspection Details modal. */
export function InspectionHistory({ site, onOpenInspection }: InspectionHistoryProps) {
  const inspections = useMemo(() => inspectionsNewestFirst(site.inspections), [site.inspections]);
  if (inspections.length === 0) {
    return <EmptyState compact title={MESSAGES.noInspectionsYet} />;
  }
  return (
    <ul className={styles.list}>
      {inspections.map((inspection) => {
        const result = inspectionResult(inspection.passed);
        const notes = notesPreview(inspection.notes);
        return (
          <li key={inspection.id}>
            <button
              type="button"
              className={styles.entry}
              onClick={() => onOpenInspection(site, inspection)}
              aria-haspopup="dialog"
            >
              <span className={styles.result}>
                <StatusBadge tone={inspectionResultTone(result)}>{result}</StatusBadge>
              </span>
              <span className={styles.updated}>
                <VisuallyHidden>Last updated </VisuallyHidden>
                <DateText value={inspectionLastUpdated(inspection)} withTime />
              </span>
              <span className={notes ? styles.notes : `${styles.notes} ${styles.noNotes}`}>
                {notes || 'No notes'}
              </span>
              <span className={styles.view} aria-hidden="true">
                View details
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
