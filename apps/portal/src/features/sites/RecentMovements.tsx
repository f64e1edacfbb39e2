import { movementPlaceText, type Site, type StockMovement } from '@scaffold/domain';
import { DateText, Text, TextLink } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { inventoryForSite } from '../../config/paths';
import { stockMovementsRead } from '../../data/reads/movements';
import { useApi } from '../../services/services-context';
import { SiteDetailSection } from './SiteDetailSection';
import * as styles from './SiteDetails.css';

export const RECENT_MOVEMENTS = 5;

/** The site's last moves in and out, with a link to the full log filtered to it. */
export function RecentMovements({ site }: { site: Pick<Site, 'id'> }) {
  const api = useApi();
  // A move invalidates the log (SiteManagement): it is read again, keeping what is shown.
  const movements = useQuery(
    stockMovementsRead(api, { site_id: site.id, page_size: RECENT_MOVEMENTS }),
  );
  const rows = movements.data?.results;
  return (
    <SiteDetailSection
      id={`recent-movements-${site.id}`}
      title="Recent movements"
      read={movements}
      noun="movements"
      empty="Nothing has been moved to or from this site yet."
      rows={rows}
      footer={
        <TextLink href={inventoryForSite(site.id)} className={styles.historyLink}>
          Full movement log
        </TextLink>
      }
    >
      <ul className={styles.recentList}>
        {rows?.map((movement) => (
          <li key={movement.id} className={styles.recentEntry}>
            <span>{describe(movement, site.id)}</span>
            <Text size="sm" tone="muted">
              <DateText value={movement.moved_at} withTime /> · {movement.moved_by.name}
            </Text>
          </li>
        ))}
      </ul>
    </SiteDetailSection>
  );
}

/** 'In: 15 × Steel Board from …' or 'Out: … to …', from this site's side. */
function describe(movement: StockMovement, siteId: number): string {
  const what = `${movement.quantity.toLocaleString('en-GB')} × ${movement.item.name}`;
  if (movement.to.site_id === siteId && movement.from.site_id !== siteId) {
    return `In: ${what} from ${movementPlaceText(movement.from)}`;
  }
  if (movement.from.site_id === siteId && movement.to.site_id !== siteId) {
    return `Out: ${what} to ${movementPlaceText(movement.to)}`;
  }
  return `Within the site: ${what} to ${movementPlaceText(movement.to)}`;
}
