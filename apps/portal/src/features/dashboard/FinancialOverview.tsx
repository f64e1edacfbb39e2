import {
  type FinancialSummary,
  formatPercent,
  MARGIN_BAND_LABELS,
  marginBandTone,
} from '@scaffold/domain';
import { Card, Money, StatusBadge } from '@scaffold/ui';
import type { ReactNode } from 'react';
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
  return (
    <Card
      as="section"
      title="Financial Overview"
      subtitle="Hire of the stock on site at today’s rates"
    >
      <dl className={styles.figures}>
        <Figure label="Monthly revenue">
          <Money amount={finance.monthlyRevenue} />
        </Figure>
        <Figure label="Year-to-date revenue">
          <Money amount={finance.yearToDateRevenue} />
        </Figure>
        <Figure label="Annual revenue">
          <Money amount={finance.annualRevenue} />
        </Figure>
        <Figure label="Asset value">
          <Money amount={finance.assetValue} />
        </Figure>
        <Figure label="Return on assets">{formatPercent(finance.returnOnAssetsPercent)}</Figure>
        <Figure label="Utilization">{formatPercent(finance.utilizationRate)}</Figure>
        <Figure label="Costs (year)">
          <Money amount={finance.totalCosts} />
        </Figure>
        <Figure label="Profit margin">
          {finance.marginBand === null ? (
            '—'
          ) : (
            <StatusBadge tone={marginBandTone(finance.marginBand)}>
              {formatPercent(finance.profitMargin)} · {MARGIN_BAND_LABELS[finance.marginBand]}
            </StatusBadge>
          )}
        </Figure>
      </dl>
    </Card>
  );
}
