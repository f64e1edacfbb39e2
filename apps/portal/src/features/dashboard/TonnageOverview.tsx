import type { DashboardSummary } from '@scaffold/domain';
import { Button, Card, Weight } from '@scaffold/ui';
import * as styles from './DashboardLists.css';

/** How many of the heaviest sites the overview shows; the modal shows them all. */
const OVERVIEW_SITES = 5;

/** Tonnage Overview: the total and the heaviest sites; the full distribution opens in a modal. */
export function TonnageOverview({
  summary,
  onShowDistribution,
}: {
  summary: DashboardSummary;
  onShowDistribution: () => void;
}) {
  const heaviest = summary.tonnageBySite.slice(0, OVERVIEW_SITES);
  return (
    <Card
      as="section"
      title="Tonnage Overview"
      subtitle={
        <>
          <Weight kg={summary.totalTonnageKg} /> on site in all
        </>
      }
      actions={
        <Button variant="secondary" size="small" onClick={onShowDistribution}>
          View distribution
        </Button>
      }
      padding="none"
    >
      <ul className={styles.list} aria-label="Heaviest sites">
        {heaviest.map((site) => (
          <li key={site.siteId} className={styles.row}>
            <span className={styles.title}>{site.siteName}</span>
            <Weight kg={site.tonnageKg} className={styles.figure} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
