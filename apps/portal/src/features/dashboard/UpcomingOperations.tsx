import type { UpcomingOperationRow } from '@scaffold/domain';
import { Card, DateText, EmptyState, StatusBadge } from '@scaffold/ui';
import * as styles from './DashboardLists.css';

/** Upcoming Operations: the first 5 pending erections, derived from the pending sites. */
export function UpcomingOperations({
  operations,
}: {
  operations: readonly UpcomingOperationRow[];
}) {
  return (
    <Card as="section" title="Upcoming Operations" padding="none">
      {operations.length === 0 ? (
        <EmptyState compact title="No operations planned." className={styles.empty} />
      ) : (
        <ul className={styles.list}>
          {operations.map((operation) => (
            <li key={`${operation.site_id}-${operation.type}`} className={styles.row}>
              <span className={styles.main}>
                <span className={styles.title}>{operation.site_name}</span>
                <span className={styles.detail}>
                  Erection · starts{' '}
                  <DateText value={operation.start_date} fallback="date to be set" />
                </span>
              </span>
              <StatusBadge tone="warning">Pending</StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
