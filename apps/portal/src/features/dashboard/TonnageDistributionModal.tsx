import { type DashboardSummary, formatWeight, type SiteTonnage } from '@scaffold/domain';
import { BarChart, Button, DonutChart, Modal, VirtualList, Weight } from '@scaffold/ui';
import { useMemo, useState } from 'react';
import * as styles from './TonnageDistributionModal.css';

const VIEWS = [
  { value: 'site', label: 'By site' },
  { value: 'category', label: 'By item category' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/** The sites charted as bars; every site is listed under the chart. */
const CHARTED_SITES = 10;

/** 'cuplock' → 'Cuplock': categories come as lower-case codes. */
const categoryName = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

function SiteTonnageRow({ site }: { site: SiteTonnage }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{site.siteName}</span>
      <Weight kg={site.tonnageKg} className={styles.rowValue} />
    </div>
  );
}

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
  const heaviestSites = useMemo(
    () =>
      summary.tonnageBySite
        .slice(0, CHARTED_SITES)
        .map((site) => ({ label: site.siteName, value: site.tonnageKg })),
    [summary.tonnageBySite],
  );
  const categories = useMemo(
    () =>
      summary.tonnageByCategory.map((entry) => ({
        label: categoryName(entry.category),
        value: entry.tonnageKg,
      })),
    [summary.tonnageByCategory],
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Tonnage distribution"
      description={
        <>
          <Weight kg={summary.totalTonnageKg} /> on {summary.totalSites} sites.
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
              size="sm"
              variant={view === value ? 'primary' : 'secondary'}
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </fieldset>
      {view === 'site' ? (
        <div className={styles.stack}>
          <BarChart
            title={`The ${Math.min(CHARTED_SITES, summary.tonnageBySite.length)} heaviest sites`}
            data={heaviestSites}
            formatValue={formatWeight}
            labelHeading="Site"
            valueHeading="Tonnage"
          />
          <h3 className={styles.listHeading}>Every site, heaviest first</h3>
          <VirtualList
            label="Tonnage of every site"
            items={summary.tonnageBySite}
            getKey={(site) => site.siteId}
            renderItem={(site) => <SiteTonnageRow site={site} />}
            estimateSize={41}
            height={280}
          />
        </div>
      ) : (
        <DonutChart
          title="Tonnage by item category"
          data={categories}
          size={220}
          formatValue={formatWeight}
          labelHeading="Category"
          valueHeading="Tonnage"
        />
      )}
    </Modal>
  );
}
