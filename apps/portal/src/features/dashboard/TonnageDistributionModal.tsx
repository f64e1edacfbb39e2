import {
  type DashboardSummaryResponse,
  formatWeight,
  type SiteTonnageRow as SiteTonnage,
} from '@scaffold/domain';
import { BarChart, Button, DonutChart, EmptyState, Modal, Weight } from '@scaffold/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useReadContext } from '../../data/reads/read-context';
import { PagedList } from '../../data/views/PagedList';
import { siteTonnagePages } from './dashboard-reads';
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
      <span className={styles.rowLabel}>{site.site_name}</span>
      <Weight kg={site.tonnage_kg} className={styles.rowValue} />
    </div>
  );
}

/** Every site's tonnage, heaviest first, read a page at a time while the modal shows it. */
function EverySite() {
  const pages = useInfiniteQuery(siteTonnagePages(useReadContext()));
  return (
    <PagedList
      query={pages}
      label="Tonnage of every site"
      noun="sites"
      getKey={(site) => site.site_id}
      renderItem={(site) => <SiteTonnageRow site={site} />}
      estimateSize={41}
      height={280}
      loadingLabel="Loading every site..."
      errorTitle="The sites' tonnage could not be loaded."
      emptyState={<EmptyState compact title="No sites yet." />}
    />
  );
}

/** The tonnage-distribution modal: where the weight is, by site or by item category. */
export function TonnageDistributionModal({
  open,
  summary,
  onClose,
}: {
  open: boolean;
  summary: DashboardSummaryResponse;
  onClose: () => void;
}) {
  const [view, setView] = useState<View>('site');
  const heaviestSites = useMemo(
    () =>
      summary.tonnage_by_site.heaviest
        .slice(0, CHARTED_SITES)
        .map((site) => ({ label: site.site_name, value: site.tonnage_kg })),
    [summary.tonnage_by_site],
  );
  const categories = useMemo(
    () =>
      summary.tonnage_by_category.map((entry) => ({
        label: categoryName(entry.category),
        value: entry.tonnage_kg,
      })),
    [summary.tonnage_by_category],
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Tonnage distribution"
      description={
        <>
          <Weight kg={summary.total_tonnage_kg} /> on {summary.total_sites} sites.
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
            title={`The ${Math.min(CHARTED_SITES, summary.tonnage_by_site.heaviest.length)} heaviest sites`}
            data={heaviestSites}
            formatValue={formatWeight}
            labelHeading="Site"
            valueHeading="Tonnage"
          />
          <h3 className={styles.listHeading}>Every site, heaviest first</h3>
          {open && <EverySite />}
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
