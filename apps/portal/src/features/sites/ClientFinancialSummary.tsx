import { type FinancialSummary, formatPercent } from '@scaffold/domain';
import { DescriptionList, Money } from '@scaffold/ui';
import { useId } from 'react';
import { ProfitMargin } from '../../screen-parts/profit-margin';
import * as styles from './ClientFinancialSummary.css';

/** A client's Financial Summary: revenue, return, utilisation, costs and margin (PRODUCT.md "Finance"). */
export function ClientFinancialSummary({
  clientName,
  finance,
}: {
  clientName: string;
  /** clientFinancialSummary over all the client's sites (siteClients computes it). */
  finance: FinancialSummary;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h4 id={headingId} className={styles.heading}>
        Financial Summary <span className={styles.headingClient}>· {clientName}</span>
      </h4>
      <DescriptionList
        minColumnWidth="sm"
        figures
        items={[
          { term: 'Monthly revenue', description: <Money amount={finance.monthlyRevenue} /> },
          {
            term: 'Year-to-date revenue',
            description: <Money amount={finance.yearToDateRevenue} />,
          },
          { term: 'Annual revenue', description: <Money amount={finance.annualRevenue} /> },
          { term: 'Return on assets', description: formatPercent(finance.returnOnAssetsPercent) },
          { term: 'Utilization', description: formatPercent(finance.utilizationRate) },
          { term: 'Costs', description: <Money amount={finance.totalCosts} /> },
          { term: 'Profit margin', description: <ProfitMargin finance={finance} /> },
        ]}
      />
    </section>
  );
}
