import type { InventoryRow } from '@scaffold/domain';
import { formatUnits } from '@scaffold/domain';
import { Button, Money, StatusBadge, Text, VisuallyHidden, Weight } from '@scaffold/ui';
import { type ReactNode, useId } from 'react';
import * as styles from './InventoryPage.css';

export interface InventoryRowViewProps {
  row: InventoryRow;
  expanded: boolean;
  onToggle: () => void;
}

/** One item across the firm: its figures, and on demand the sites that hold it. */
export function InventoryRowView({ row, expanded, onToggle }: InventoryRowViewProps) {
  const sharesId = `shares-${useId()}`;
  const siteCount = row.sites.length;
  return (
    <div className={styles.row}>
      <div className={styles.rowHeader}>
        <div className={styles.rowTitle}>
          <Text weight="strong">{row.name}</Text>
          <Text size="sm" tone="muted">
            {row.category ?? 'Uncategorised'}
          </Text>
        </div>
        {row.low && <StatusBadge tone="warning">Low stock</StatusBadge>}
      </div>
      <div className={styles.figures}>
        <Figure label="Total">{formatUnits(row.total)}</Figure>
        <Figure label="Allocated">{formatUnits(row.allocated)}</Figure>
        <Figure label="Available">{formatUnits(row.available)}</Figure>
        <Figure label="Weight">
          <Weight kg={row.weightKg} />
        </Figure>
        <Figure label="Replacement value">
          <Money amount={row.replacementValue} />
        </Figure>
      </div>
      <div>
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={expanded ? sharesId : undefined}
          onClick={onToggle}
        >
          {expanded ? 'Hide sites' : `Sites (${siteCount})`}
          {/* The visible words start the name (label in name); the item tells rows apart. */}
          <VisuallyHidden> for {row.name}</VisuallyHidden>
        </Button>
      </div>
      {expanded && (
        <ul id={sharesId} className={styles.shares} aria-label={`Sites holding ${row.name}`}>
          {row.sites.map((share) => (
            <li key={share.siteId} className={styles.share}>
              <span>{share.siteName}</span>
              <span>
                {formatUnits(share.total)} ({formatUnits(share.available)} free)
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <span className={styles.figureLabel}>{label}</span>
      {children}
    </div>
  );
}
