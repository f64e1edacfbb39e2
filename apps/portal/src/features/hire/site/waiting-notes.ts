import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import { kindOf } from '../../../offline/outbox/outbox-entry';
import type { OutboxWrite } from '../../../offline/outbox/outbox-write';

/** The list's heading and name (the e2e tests find it by it). */
export const WAITING_NOTES_HEADING = 'Waiting to send from this device';

/** A note signed on this device and queued in its outbox, not yet sent: as the site's hire lists it. */
export interface WaitingNote {
  /** The outbox entry's id. */
  id: string;
  kind: 'delivery-note' | 'collection-note';
  lines: number;
  /** When the driver signed it (ISO instant). */
  signedAt: string;
}

/** Whether an entry is a note of the site still waiting to be sent (not one the server refused). */
export const isWaitingNoteOf = (siteId: number) => (entry: OutboxEntry) => {
  const kind = kindOf(entry);
  return (
    (kind === 'delivery-note' || kind === 'collection-note') &&
    entry.siteId === siteId &&
    entry.status === 'waiting'
  );
};

/** The list's row of a queued note, from its entry and what it saves; null for an inspection. */
export function waitingNoteOf(entry: OutboxEntry, write: OutboxWrite): WaitingNote | null {
  if (write.kind !== 'delivery-note' && write.kind !== 'collection-note') return null;
  return {
    id: entry.id,
    kind: write.kind,
    lines: write.values.lines.length,
    signedAt: write.values.driver_signature.signed_at,
  };
}
