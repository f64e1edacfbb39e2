import type { Id } from '@scaffold/domain';
import type { Owner } from '../owner';
import { OUTBOX_KINDS, type OutboxKind, type OutboxValues } from './outbox-write';
import type { TransientCause } from './save-outcome';

/**
 * A write (an inspection, a delivery or collection note) saved with no connection, waiting in
 * the outbox. `waiting`: it is sent as soon
 * as the connection allows; `refused`: the server answered no (a 4xx) and it stays until the
 * user corrects and resends or discards it. Nothing leaves the outbox but a send that went
 * through or a discard: it never expires.
 */
export type OutboxStatus = 'waiting' | 'refused';

export interface OutboxEntry {
  id: string;
  owner: Owner;
  /**
   * What it saves, and so how it is sent. Absent on entries an older portal kept (inspections
   * only then): read as 'inspection' (kindOf), never rewritten.
   */
  kind?: OutboxKind;
  /**
   * The draft its form keeps until it is sent (a note's), removed with the entry once the
   * server has stored it.
   */
  draftId?: string;
  /** The site it is about (a note's: where the kit goes to, or comes from). */
  siteId: Id;
  siteName: string;
  /** When it was saved into the outbox (ms since the epoch): the order it is sent in. */
  savedAt: number;
  /** Sent with every attempt, so a retry after a lost answer cannot save it twice. */
  idempotencyKey: string;
  status: OutboxStatus;
  /** Attempts that met no connection, a time-out or a server error. */
  attempts: number;
  /** The server's reason for a refusal; null otherwise. */
  reason: string | null;
  /**
   * Why its last attempt did not go through (a time-out, a server error...), for its row; absent
   * once it has never failed.
   */
  lastFailure?: FailureCause;
  /**
   * Not tried again before this time (ms since the epoch): it failed on its own (a time-out, a
   * server error) and stepped aside, so the inspections after it, of other sites, go meanwhile.
   */
  heldUntil?: number;
}

/** Why an attempt failed without a refusal (save-outcome's transient causes, or the session). */
export type FailureCause = TransientCause | 'session';

// Each cause named once, as a record's keys: a cause added to TransientCause fails to compile
// until it is named here, rather than making an entry that failed with it unreadable.
const FAILURE_CAUSES: readonly string[] = Object.keys({
  offline: true,
  network: true,
  timeout: true,
  server: true,
  'in-progress': true,
  unauthorized: true,
  unexpected: true,
  session: true,
} satisfies Record<FailureCause, true>);

/** The write itself, photos and signatures included: large, read only to send or correct. */
export interface OutboxPayload {
  id: string;
  values: OutboxValues;
}

/** What an entry saves; an entry from before the kinds is an inspection. */
export const kindOf = (entry: Pick<OutboxEntry, 'kind'>): OutboxKind => entry.kind ?? 'inspection';

/** Whether an entry is an inspection's (the inspections' screens list only those). */
export const isInspectionEntry = (entry: Pick<OutboxEntry, 'kind'>) =>
  kindOf(entry) === 'inspection';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a stored record is an entry this portal can show and send (never trusted blindly). */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (!isObject(value)) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.owner === 'string' &&
    (value.kind === undefined || OUTBOX_KINDS.includes(value.kind as OutboxKind)) &&
    (value.draftId === undefined || typeof value.draftId === 'string') &&
    typeof value.siteId === 'number' &&
    typeof value.siteName === 'string' &&
    typeof value.savedAt === 'number' &&
    typeof value.idempotencyKey === 'string' &&
    (value.status === 'waiting' || value.status === 'refused') &&
    typeof value.attempts === 'number' &&
    (value.reason === null || typeof value.reason === 'string') &&
    (value.lastFailure === undefined || FAILURE_CAUSES.includes(value.lastFailure as string)) &&
    (value.heldUntil === undefined || typeof value.heldUntil === 'number')
  );
}

/** Oldest first; two saved in the same millisecond keep the order of their ids (time-based). */
export const bySavedAt = (a: OutboxEntry, b: OutboxEntry) =>
  a.savedAt - b.savedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
