import { type DashboardSummaryResponse, formatWeight } from '@scaffold/domain';
import { BarChart, Button, Card, Weight } from '@scaffold/ui';
import { useMemo } from 'react';

/** How many of the heaviest sites the overview charts; the modal lists them all. */
const OVERVIEW_SITES = 6;

/** Tonnage Overview: the total and the heaviest sites; the full distribution opens in a modal. */
export function TonnageOverview({
  summary,
  onShowDistribution,
}: {
  summary: DashboardSummaryResponse;
  onShowDistribution: () => void;
}) {
  const heaviest = useMemo(
    () =>
      summary.tonnage_by_site.heaviest
        .slice(0, OVERVIEW_SITES)
        .map((site) => ({ label: site.site_name, value: site.tonnage_kg })),
    [summary.tonnage_by_site],
  );
  return (
    <Card
      as="section"
      title="Tonnage Overview"
      subtitle={
        <>
          <Weight kg={summary.total_tonnage_kg} /> on site in all
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
