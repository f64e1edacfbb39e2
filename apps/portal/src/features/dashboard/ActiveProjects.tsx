import { type SiteRow, siteLocation, siteStatusTone } from '@scaffold/domain';
import { Card, DateText, EmptyState, StatusBadge, TextLink } from '@scaffold/ui';
import { paths } from '../../config/paths';
import * as styles from './DashboardLists.css';

/** Active Projects: the first 5 active sites (PRODUCT.md "Dashboard"). */
export function ActiveProjects({ sites }: { sites: readonly SiteRow[] }) {
  return (
    <Card
      as="section"
      title="Active Projects"
      padding="none"
      actions={<TextLink href={paths.sites}>All sites</TextLink>}
    >
      {sites.length === 0 ? (
        <EmptyState compact title="No active sites right now." className={styles.empty} />
      ) : (
        <ul className={styles.list}>
          {sites.map((site) => (
            <li key={site.id} className={styles.row}>
              <span className={styles.main}>
                <span className={styles.title}>{site.name}</span>
                <span className={styles.detail}>
                  {site.city?.trim() || siteLocation(site) || 'No location'} · since{' '}
                  <DateText value={site.start_date} fallback="—" />
                </span>
              </span>
              <StatusBadge tone={siteStatusTone(site.status.code)}>{site.status.name}</StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
