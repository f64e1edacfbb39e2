import { financialSummary, formatPercent, type Site, siteItems } from '@scaffold/domain';
import { DescriptionList, Money } from '@scaffold/ui';
import { useId, useMemo } from 'react';
import { ProfitMargin } from '../../lib/profit-margin';
import { useNow } from '../../lib/services/services-context';
import * as styles from './ClientFinancialSummary.css';

/** A client's Financial Summary: revenue, return, utilisation, costs and margin (SPEC section 9). */
export function ClientFinancialSummary({
  clientName,
  sites,
}: {
  clientName: string;
  sites: readonly Site[];
}) {
  const now = useNow();
  // The same figures as clientFinancialSummary, over the client's sites as listed here.
  const finance = useMemo(() => financialSummary(siteItems(sites), now()), [sites, now]);
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
