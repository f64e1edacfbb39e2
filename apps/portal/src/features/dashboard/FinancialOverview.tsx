import { type FinancialSummary, formatGBP, formatPercent } from '@scaffold/domain';
import { BarChart, Card, DescriptionList, Money } from '@scaffold/ui';
import { useMemo } from 'react';
import { ProfitMargin } from '../../screen-parts/profit-margin';
import * as styles from './FinancialOverview.css';

/**
 * Financial Overview: revenue, return, utilisation, costs and margin of all the stock, by the
 * spec's estimate (PRODUCT.md "Finance"); the hire actually earned is the hire cards'.
 */
export function FinancialOverview({ finance }: { finance: FinancialSummary }) {
  const revenue = useMemo(
    () => [
      { label: 'Monthly', value: finance.monthlyRevenue },
      { label: 'Year to date', value: finance.yearToDateRevenue },
      { label: 'Annual', value: finance.annualRevenue },
    ],
    [finance],
  );
  return (
    <Card
      as="section"
      title="Financial Overview"
      subtitle="Estimate: each item’s daily rate × quantity × 30 a month, for the stock on site"
    >
      <div className={styles.layout}>
        <BarChart
          title="Revenue"
          data={revenue}
          formatValue={formatGBP}
          labelHeading="Period"
          valueHeading="Revenue"
          series={1}
        />
        <DescriptionList
          className={styles.figures}
          size="lg"
          figures
          items={[
            { term: 'Asset value', description: <Money amount={finance.assetValue} /> },
            {
              term: 'Return on assets',
              description: formatPercent(finance.returnOnAssetsPercent),
            },
            { term: 'Utilization', description: formatPercent(finance.utilizationRate) },
            { term: 'Costs (year)', description: <Money amount={finance.totalCosts} /> },
            { term: 'Profit margin', description: <ProfitMargin finance={finance} /> },
          ]}
        />
      </div>
    </Card>
  );
}
