import {
  type AllocationRow,
  allocationRows,
  availableQuantity,
  formatUnits,
  type Id,
  itemDisplayName,
  type Site,
} from '@scaffold/domain';
import { Button, Notice, notify, Text } from '@scaffold/ui';
import { useId, useMemo } from 'react';
import { useConnectionLost } from '../../offline/connection';
import { MOVE_NEEDS_CONNECTION, type MoveSource, moveButtonLabel } from './move/move-source';
import { subareaRowId } from './reveal';
import * as styles from './StockAllocationPanel.css';

const NOT_ALLOCATED = 'not yet allocated';

function StockLine({
  itemName,
  quantity,
  from,
  onMove,
  unavailableBecause,
}: {
  itemName: string;
  quantity: number;
  from: string;
  onMove: () => void;
  /** Offline: the id of the note saying why moves are unavailable. */
  unavailableBecause: string | null;
}) {
  return (
    <li className={styles.line}>
      <span className={styles.itemName}>{itemName}</span>
      <span className={styles.quantity}>{formatUnits(quantity)}</span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={moveButtonLabel(itemName, quantity, from)}
        // Focusable and described, not `disabled`: a keyboard or screen-reader user reaches it
        // and hears why; a press says it again.
        aria-disabled={unavailableBecause ? true : undefined}
        aria-describedby={unavailableBecause ?? undefined}
        title={unavailableBecause ? MOVE_NEEDS_CONNECTION : undefined}
        className={unavailableBecause ? styles.unavailable : undefined}
        onClick={
          unavailableBecause
            ? () => notify({ type: 'info', message: MOVE_NEEDS_CONNECTION })
            : onMove
        }
      >
        Move to
      </Button>
    </li>
  );
}

/**
 * The Stock Allocation panel: sublocations → subareas → allocations (item and quantity), each
 * with 'Move to'; the units not yet allocated anywhere on the site can be moved the same way.
 */
export function StockAllocationPanel({
  site,
  onMove,
}: {
  site: Pick<Site, 'id' | 'name' | 'sublocations' | 'inventory_items'>;
  onMove: (source: MoveSource) => void;
}) {
  const headingId = useId();
  const offlineNoteId = useId();
  const offline = useConnectionLost();
  const unavailableBecause = offline ? offlineNoteId : null;
  const rowsBySubarea = useMemo(() => {
    const grouped = new Map<Id, AllocationRow[]>();
    for (const row of allocationRows(site)) {
      const list = grouped.get(row.subareaId);
      if (list) list.push(row);
      else grouped.set(row.subareaId, [row]);
    }
    return grouped;
  }, [site]);
  const unallocated = useMemo(
    () =>
      site.inventory_items
        .map((item) => ({ item, available: availableQuantity(item) }))
        .filter(({ available }) => available > 0),
    [site],
  );
  const move = (source: Omit<MoveSource, 'siteId' | 'siteName'>) =>
    onMove({ siteId: site.id, siteName: site.name, ...source });

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h5 id={headingId} className={styles.heading}>
        Stock Allocation
      </h5>
      {offline && (
        <Notice tone="warning" id={offlineNoteId}>
          {MOVE_NEEDS_CONNECTION}
        </Notice>
      )}
      {site.sublocations.length === 0 && unallocated.length === 0 ? (
        <p className={styles.empty}>No stock or sublocations on this site yet.</p>
      ) : (
        <ul className={styles.sublocations}>
          {site.sublocations.map((sublocation) => (
            <li key={sublocation.id} className={styles.sublocation}>
              <span className={styles.sublocationName}>{sublocation.name}</span>
              <ul className={styles.subareas}>
                {sublocation.subareas.map((subarea) => {
                  const rows = rowsBySubarea.get(subarea.id) ?? [];
                  const from = `${sublocation.name} › ${subarea.name}`;
                  return (
                    <li
                      key={subarea.id}
                      id={subareaRowId(site.id, subarea.id)}
                      className={styles.subarea}
                    >
                      <Text variant="eyebrow" weight="strong">
                        {subarea.name}
                      </Text>
                      {rows.length === 0 ? (
                        <p className={styles.empty}>Nothing allocated here.</p>
                      ) : (
                        <ul className={styles.lines}>
                          {rows.map((row) => (
                            <StockLine
                              key={row.allocationId}
                              itemName={row.itemName}
                              quantity={row.quantity}
                              from={from}
                              unavailableBecause={unavailableBecause}
                              onMove={() =>
                                move({
                                  itemId: row.itemId,
                                  itemName: row.itemName,
                                  fromSubareaId: row.subareaId,
                                  fromPlace: from,
                                  available: row.quantity,
                                })
                              }
                            />
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
          {unallocated.length > 0 && (
            <li className={styles.sublocation}>
              <span className={styles.sublocationName}>Not yet allocated</span>
              <ul className={styles.lines}>
                {unallocated.map(({ item, available }) => {
                  const itemName = itemDisplayName(item);
                  return (
                    <StockLine
                      key={item.id}
                      itemName={itemName}
                      quantity={available}
                      from={`${site.name}, ${NOT_ALLOCATED}`}
                      unavailableBecause={unavailableBecause}
                      onMove={() =>
                        move({
                          itemId: item.id,
                          itemName,
                          fromSubareaId: null,
                          fromPlace: NOT_ALLOCATED,
                          available,
                        })
                      }
                    />
                  );
                })}
              </ul>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
