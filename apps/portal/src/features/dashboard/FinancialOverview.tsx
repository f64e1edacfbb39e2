import { type FinancialSummary, formatGBP, formatPercent } from '@scaffold/domain';
import { BarChart, Card, Money } from '@scaffold/ui';
import { type ReactNode, useMemo } from 'react';
import { ProfitMargin } from '../../lib/profit-margin';
import * as styles from './FinancialOverview.css';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Financial Overview: revenue, return, utilisation, costs and margin of all the stock. */
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
      subtitle="Hire of the stock on site at today’s rates"
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
        <dl className={styles.figures}>
          <Figure label="Asset value">
            <Money amount={finance.assetValue} />
          </Figure>
          <Figure label="Return on assets">{formatPercent(finance.returnOnAssetsPercent)}</Figure>
          <Figure label="Utilization">{formatPercent(finance.utilizationRate)}</Figure>
          <Figure label="Costs (year)">
            <Money amount={finance.totalCosts} />
          </Figure>
          <Figure label="Profit margin">
            <ProfitMargin finance={finance} />
          </Figure>
        </dl>
      </div>
    </Card>
  );
}
