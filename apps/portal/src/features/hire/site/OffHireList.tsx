import { formatDate, formatUnits, type OffHire } from '@scaffold/domain';
import { EmptyState } from '@scaffold/ui';
import * as styles from './SiteHire.css';

/** What an off-hire stops: the whole site, some lines, or a scaffold. */
function scopeText(offHire: OffHire, itemName: (id: number) => string): string {
  const { scope } = offHire;
  if (scope.kind === 'site') return 'Everything on the site';
  if (scope.kind === 'scaffold') return `Scaffold ${scope.scaffold_id}`;
  return scope.lines
    .map((line) => `${formatUnits(line.quantity)} × ${itemName(line.item_id)}`)
    .join(', ');
}

/** The site's off-hires, latest date first. */
export function OffHireList({
  offHires,
  itemName,
}: {
  offHires: readonly OffHire[];
  itemName: (id: number) => string;
}) {
  if (offHires.length === 0) return <EmptyState compact title="Nothing off-hired" />;
  return (
    <ul className={styles.list}>
      {[...offHires]
        .sort((a, b) => b.from.localeCompare(a.from) || b.id - a.id)
        .map((offHire) => (
          <li key={offHire.id} className={styles.row}>
            <div>
              <div className={styles.rowTitle}>From {formatDate(offHire.from)}</div>
              <div className={styles.muted}>
                {scopeText(offHire, itemName)}; asked by {offHire.requested_by}
                {offHire.note ? `: ${offHire.note}` : ''}
              </div>
            </div>
          </li>
        ))}
    </ul>
  );
}
