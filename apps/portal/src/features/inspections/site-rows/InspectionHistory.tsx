import {
  type InspectionRow,
  inspectionLastUpdated,
  inspectionResult,
  inspectionResultTone,
  MESSAGES,
  type Site,
} from '@scaffold/domain';
import { DateText, EmptyState, LoadingState, StatusBadge } from '@scaffold/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { rowsOf } from '../../../data/reads/paging';
import { useReadContext } from '../../../data/reads/read-context';
import { ShowMoreRows } from '../../../data/views/ShowMoreRows';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { prefetchInspectionDetails, siteInspectionsPages } from '../inspections-reads';
import * as styles from './InspectionHistory.css';

export interface InspectionHistoryProps {
  site: Pick<Site, 'id' | 'name'>;
  onOpenInspection: (site: Pick<Site, 'name'>, inspectionId: number) => void;
}

/**
 * A site's past inspections, newest first, read a page at a time when the row is expanded; each
 * opens the Inspection Details modal.
 */
export function InspectionHistory({ site, onOpenInspection }: InspectionHistoryProps) {
  const read = useReadContext();
  const client = useQueryClient();
  const history = useInfiniteQuery(siteInspectionsPages(read, site.id));
  if (!history.data) {
    return history.isError ? (
      <LoadFailed
        title="This site's inspections could not be loaded."
        retrying={history.isFetching}
        onRetry={() => void history.refetch()}
      />
    ) : (
      <LoadingState label="Loading inspections..." />
    );
  }
  const inspections = rowsOf(history.data);
  if (inspections.length === 0) {
    return <EmptyState compact title={MESSAGES.noInspectionsYet} />;
  }
  return (
    <>
      <ul className={styles.list}>
        {inspections.map((inspection) => (
          <HistoryEntry
            key={inspection.id}
            inspection={inspection}
            onOpen={() => onOpenInspection(site, inspection.id)}
            onPress={() =>
              void prefetchInspectionDetails(client, read, inspection.id, inspection.photos)
            }
          />
        ))}
      </ul>
      <ShowMoreRows
        query={history}
        noun="inspections"
        label="Show older inspections"
        size="sm"
        className={styles.more}
      />
    </>
  );
}

interface HistoryEntryProps {
  inspection: InspectionRow;
  onOpen: () => void;
  /** Pressed or focused: the details are read from here, a click's round trip early. */
  onPress: () => void;
}

function HistoryEntry({ inspection, onOpen, onPress }: HistoryEntryProps) {
  const result = inspectionResult(inspection.passed);
  const notes = inspection.notes_preview;
  return (
    <li>
      <button
        type="button"
        className={styles.entry}
        onClick={onOpen}
        onPointerDown={onPress}
        onFocus={onPress}
        aria-haspopup="dialog"
      >
        <span className={styles.result}>
          <StatusBadge tone={inspectionResultTone(result)}>{result}</StatusBadge>
        </span>
        <span className={styles.updated}>
          {/* Said on screen: the details open on the inspection's date, which may be earlier. */}
          Updated <DateText value={inspectionLastUpdated(inspection)} withTime />
        </span>
        <span className={notes ? styles.notes : `${styles.notes} ${styles.noNotes}`}>
          {inspection.scaffold && (
            <span className={styles.scaffold}>Tag {inspection.scaffold.tag_number} · </span>
          )}
          {notes || 'No notes'}
        </span>
        <span className={styles.view} aria-hidden="true">
          View details
        </span>
      </button>
    </li>
  );
}
