import { formatDate, formatPence, type HireStatement, type StatementSite } from '@scaffold/domain';
import { DescriptionList, Text } from '@scaffold/ui';
import * as styles from './StatementView.css';
import { type StatementRow, statementRows } from './statement-rows';

/** The period as the statement's heading says it: 'Oct 1, 2026 to Oct 31, 2026'. */
export const periodText = (period: HireStatement['period']) =>
  `${formatDate(period.from)} to ${formatDate(period.to)}`;

function SiteTable({ site, rows }: { site: StatementSite; rows: StatementRow[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">On hire</th>
          <th scope="col" className={styles.number}>
            Qty
          </th>
          <th scope="col">Charged</th>
          <th scope="col" className={styles.number}>
            Rate
          </th>
          <th scope="col" className={styles.number}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.what}</th>
            <td className={styles.muted}>{row.when}</td>
            <td className={styles.number}>{row.quantity}</td>
            <td>{row.charged}</td>
            <td className={styles.number}>{row.rate}</td>
            <td className={styles.number}>{row.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.siteTotalRow}>
          <th scope="row" colSpan={5}>
            Total for {site.site_name}
          </th>
          <td className={styles.number}>{formatPence(site.total_pence)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function SiteCards({ site, rows }: { site: StatementSite; rows: StatementRow[] }) {
  return (
    <>
      <ul className={styles.cards} aria-label={`Charges at ${site.site_name}`}>
        {rows.map((row) => (
          <li key={row.key} className={styles.card}>
            <div className={styles.cardHead}>
              <span>{row.what}</span>
              <span>{row.amount}</span>
            </div>
            <p className={styles.cardLine}>{row.when}</p>
            <p className={styles.cardLine}>
              {row.quantity} × {row.charged} at {row.rate}
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.siteTotal}>
        Total for {site.site_name}: {formatPence(site.total_pence)}
      </p>
    </>
  );
}

/**
 * A client's hire statement as a document: every site of the client with what it was charged
 * (a table from tablet width and on paper, a card per line on a phone), then the totals.
 */
export function StatementView({ statement }: { statement: HireStatement }) {
  const { totals } = statement;
  return (
    <article className={styles.document} aria-labelledby="hire-statement-title">
      <header className={styles.header}>
        <h2 id="hire-statement-title" className={styles.title}>
          Hire statement: {statement.client.name}
        </h2>
        <p className={styles.subtitle}>
          {periodText(statement.period)}, both days charged. Prepared{' '}
          {formatDate(statement.generated_at)}. Amounts exclude VAT.
        </p>
      </header>
      {statement.sites.map((site) => {
        const rows = statementRows(site);
        const headingId = `hire-statement-site-${site.site_id}`;
        return (
          <section key={site.site_id} className={styles.section} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.siteTitle}>
              {site.site_name}
            </h3>
            {rows.length === 0 ? (
              <Text tone="muted">Nothing on hire here in the period.</Text>
            ) : (
              <>
                <SiteTable site={site} rows={rows} />
                <SiteCards site={site} rows={rows} />
              </>
            )}
          </section>
        );
      })}
      <section className={styles.totals} aria-label="Totals">
        <DescriptionList
          figures
          items={[
            { term: 'Hire', description: formatPence(totals.hire_pence) },
            { term: 'Shortages', description: formatPence(totals.shortages_pence) },
            { term: 'Damage', description: formatPence(totals.damage_pence) },
            { term: 'Total', description: formatPence(totals.total_pence) },
          ]}
        />
      </section>
    </article>
  );
}
