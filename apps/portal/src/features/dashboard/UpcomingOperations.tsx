import type { UpcomingOperation } from '@scaffold/domain';
import { Card, DateText, EmptyState, StatusBadge } from '@scaffold/ui';
import * as styles from './DashboardLists.css';

/** Upcoming Operations: the first 5 pending erections, derived from the pending sites. */
export function UpcomingOperations({ operations }: { operations: readonly UpcomingOperation[] }) {
  return (
    <Card as="section" title="Upcoming Operations" padding="none">
      {operations.length === 0 ? (
        <EmptyState compact title="No operations planned." className={styles.empty} />
      ) : (
        <ul className={styles.list}>
          {operations.map((operation) => (
            <li key={`${operation.siteId}-${operation.type}`} className={styles.row}>
              <span className={styles.main}>
                <span className={styles.title}>{operation.siteName}</span>
                <span className={styles.detail}>
                  Erection · starts{' '}
                  <DateText value={operation.startDate} fallback="date to be set" />
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
