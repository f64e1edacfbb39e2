import { formatUnits } from '@scaffold/domain';
import { EmptyState } from '@scaffold/ui';
import * as styles from './SiteHire.css';
import type { ItemUnits } from './site-hire-view';

/** Units per item, by name; `empty` when there are none. */
export function ItemUnitsList({ units, empty }: { units: readonly ItemUnits[]; empty: string }) {
  if (units.length === 0) return <EmptyState compact title={empty} />;
  return (
    <ul className={styles.list}>
      {[...units]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((line) => (
          <li key={line.item_id} className={styles.row}>
            <span>{line.name}</span>
            <strong>{formatUnits(line.quantity)}</strong>
          </li>
        ))}
    </ul>
  );
}
