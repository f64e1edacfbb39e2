import type { DashboardSummary } from '@scaffold/domain';
import { Button, Modal, Weight } from '@scaffold/ui';
import { useState } from 'react';
import * as styles from './TonnageDistributionModal.css';

const VIEWS = [
  { value: 'site', label: 'By site' },
  { value: 'category', label: 'By item category' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/** 'cuplock' → 'Cuplock': categories come as lower-case codes. */
const categoryName = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** The tonnage-distribution modal: where the weight is, by site or by item category. */
export function TonnageDistributionModal({
  open,
  summary,
  onClose,
}: {
  open: boolean;
  summary: DashboardSummary;
  onClose: () => void;
}) {
  const [view, setView] = useState<View>('site');
  const rows =
    view === 'site'
      ? summary.tonnageBySite.map((site) => ({
          key: `site-${site.siteId}`,
          label: site.siteName,
          kg: site.tonnageKg,
        }))
      : summary.tonnageByCategory.map((category) => ({
          key: `category-${category.category}`,
          label: categoryName(category.category),
          kg: category.tonnageKg,
        }));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Tonnage distribution"
      description={
        <>
          <Weight kg={summary.totalTonnageKg} /> on {summary.totalSites} sites, heaviest first.
        </>
      }
      size="lg"
    >
      <fieldset className={styles.switcher}>
        <legend className={styles.legend}>Distribute by</legend>
        <div className={styles.buttons}>
          {VIEWS.map(({ value, label }) => (
            <Button
              key={value}
              variant={view === value ? 'primary' : 'secondary'}
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </fieldset>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Tonnage {view === 'site' ? 'by site' : 'by item category'}
        </caption>
        <thead>
          <tr>
            <th scope="col">{view === 'site' ? 'Site' : 'Category'}</th>
            <th scope="col" className={styles.numeric}>
              Tonnage
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.rowHeader}>
                {row.label}
              </th>
              <td className={styles.numeric}>
                <Weight kg={row.kg} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
