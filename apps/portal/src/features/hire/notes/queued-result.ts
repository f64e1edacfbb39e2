import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import type { NoteSendResult } from './note-send-result';

/**
 * What a note's form says when it opens over a note already in the outbox: waiting (nothing to
 * press: it is sent by itself), or refused later by the server (its reason; correct and send).
 */
export function queuedResult(entry: OutboxEntry | null): NoteSendResult | null {
  if (!entry) return null;
  return entry.status === 'refused'
    ? { kind: 'refused', reason: entry.reason ?? 'The server did not accept it.' }
    : { kind: 'queued' };
}
