import { financialSummary, formatPercent, type Site, siteItems } from '@scaffold/domain';
import { Money } from '@scaffold/ui';
import { type ReactNode, useId, useMemo } from 'react';
import { ProfitMargin } from '../../lib/profit-margin';
import { useNow } from '../../lib/services/services-context';
import * as styles from './ClientFinancialSummary.css';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

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
      <dl className={styles.grid}>
        <Figure label="Monthly revenue">
          <Money amount={finance.monthlyRevenue} />
        </Figure>
        <Figure label="Year-to-date revenue">
          <Money amount={finance.yearToDateRevenue} />
        </Figure>
        <Figure label="Annual revenue">
          <Money amount={finance.annualRevenue} />
        </Figure>
        <Figure label="Return on assets">{formatPercent(finance.returnOnAssetsPercent)}</Figure>
        <Figure label="Utilization">{formatPercent(finance.utilizationRate)}</Figure>
        <Figure label="Costs">
          <Money amount={finance.totalCosts} />
        </Figure>
        <Figure label="Profit margin">
          <ProfitMargin finance={finance} />
        </Figure>
      </dl>
    </section>
  );
}
