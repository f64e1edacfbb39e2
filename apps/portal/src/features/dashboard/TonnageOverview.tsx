import { type DashboardSummary, formatWeight } from '@scaffold/domain';
import { BarChart, Button, Card, Weight } from '@scaffold/ui';
import { useMemo } from 'react';

/** How many of the heaviest sites the overview charts; the modal lists them all. */
const OVERVIEW_SITES = 6;

/** Tonnage Overview: the total and the heaviest sites; the full distribution opens in a modal. */
export function TonnageOverview({
  summary,
  onShowDistribution,
}: {
  summary: DashboardSummary;
  onShowDistribution: () => void;
}) {
  const heaviest = useMemo(
    () =>
      summary.tonnageBySite
        .slice(0, OVERVIEW_SITES)
        .map((site) => ({ label: site.siteName, value: site.tonnageKg })),
    [summary.tonnageBySite],
  );
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
        <Button variant="secondary" size="sm" onClick={onShowDistribution}>
          View distribution
        </Button>
      }
    >
      <BarChart
        title="Heaviest sites"
        data={heaviest}
        formatValue={formatWeight}
        labelHeading="Site"
        valueHeading="Tonnage"
      />
    </Card>
  );
}
