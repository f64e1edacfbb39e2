import { Button, DateText, StatusBadge, VisuallyHidden } from '@scaffold/ui';
import { OUTBOX_COPY } from '../../../offline/outbox/outbox-copy';
import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import * as styles from './QueuedInspections.css';

/** What the site history can do with an inspection of the outbox. */
export interface QueuedActions {
  /** The entry being sent right now, if any. */
  sendingId: string | null;
  onCorrect: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
}

/**
 * A site's inspections that are still on this device: waiting to be sent (sent by themselves
 * when the connection allows), or not accepted by the server, with its reason and the ways out:
 * correct and send again, or discard.
 */
export function QueuedInspections({
  entries,
  actions,
}: {
  entries: readonly OutboxEntry[];
  actions: QueuedActions;
}) {
  if (entries.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Not sent yet">
      {entries.map((entry) => {
        const refused = entry.status === 'refused';
        const sending = entry.id === actions.sendingId;
        return (
          <li
            key={entry.id}
            className={refused ? `${styles.entry} ${styles.refused}` : styles.entry}
          >
            <span>
              <StatusBadge tone={refused ? 'danger' : 'info'}>
                {refused
                  ? OUTBOX_COPY.refused
                  : sending
                    ? OUTBOX_COPY.sending
                    : OUTBOX_COPY.waiting}
              </StatusBadge>
            </span>
            <div className={styles.when}>
              {OUTBOX_COPY.savedOnDevice} <DateText value={new Date(entry.savedAt)} withTime />
              {refused && entry.reason && (
                <p className={styles.reason}>{OUTBOX_COPY.refusedReason(entry.reason)}</p>
              )}
              {!refused && !sending && entry.lastFailure && entry.attempts > 0 && (
                <p className={styles.reason}>
                  {OUTBOX_COPY.notSentWhy(entry.lastFailure, entry.attempts)}
                </p>
              )}
            </div>
            {refused && (
              <span className={styles.actions}>
                <Button size="sm" variant="secondary" onClick={() => actions.onCorrect(entry)}>
                  {OUTBOX_COPY.correct}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => actions.onDiscard(entry)}>
                  {OUTBOX_COPY.discard}
                  <VisuallyHidden> the inspection not accepted</VisuallyHidden>
                </Button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
