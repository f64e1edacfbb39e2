import { movementPlaceText, type Site, type StockMovement } from '@scaffold/domain';
import { DateText, Text, TextLink } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { inventoryForSite } from '../../config/paths';
import { stockMovementsRead } from '../../data/reads/movements';
import { ReadGate } from '../../data/views/ReadGate';
import { useApi } from '../../services/services-context';
import * as styles from './SiteDetails.css';

export const RECENT_MOVEMENTS = 5;

/** The site's last moves in and out, with a link to the full log filtered to it. */
export function RecentMovements({ site }: { site: Pick<Site, 'id'> }) {
  const api = useApi();
  // A move invalidates the log (SiteManagement): it is read again, keeping what is shown.
  const movements = useQuery(
    stockMovementsRead(api, { site_id: site.id, page_size: RECENT_MOVEMENTS }),
  );
  const busy = movements.isFetching;
  const headingId = `recent-movements-${site.id}`;
  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined} className={styles.recent}>
      {/* Beside Stock Allocation, at its level (h5) in the site's outline. */}
      <h5 id={headingId} className={styles.recentHeading}>
        Recent movements
      </h5>
      <ReadGate
        query={movements}
        compact
        offlineNote={false}
        loadingLabel="Loading movements..."
        errorTitle="The movements could not be loaded."
        isEmpty={(answer) => answer.results.length === 0}
        empty={
          <Text size="sm" tone="muted">
            Nothing has been moved to or from this site yet.
          </Text>
        }
      >
        {(answer) => (
          <ul className={styles.recentList}>
            {answer.results.map((movement) => (
              <li key={movement.id} className={styles.recentEntry}>
                <span>{describe(movement, site.id)}</span>
                <Text size="sm" tone="muted">
                  <DateText value={movement.moved_at} withTime /> · {movement.moved_by.name}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </ReadGate>
      <TextLink href={inventoryForSite(site.id)} className={styles.historyLink}>
        Full movement log
      </TextLink>
    </section>
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
