import type { Id, NewInspectionFormValues } from '@scaffold/domain';
import type { Owner } from '../owner';

/**
 * An inspection saved with no connection, waiting in the outbox. `waiting`: it is sent as soon
 * as the connection allows; `refused`: the server answered no (a 4xx) and it stays until the
 * user corrects and resends or discards it. Nothing leaves the outbox but a send that went
 * through or a discard: it never expires.
 */
export type OutboxStatus = 'waiting' | 'refused';

export interface OutboxEntry {
  id: string;
  owner: Owner;
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
export type FailureCause =
  | 'offline'
  | 'network'
  | 'timeout'
  | 'server'
  | 'in-progress'
  | 'unauthorized'
  | 'unexpected'
  | 'session';

const FAILURE_CAUSES: readonly string[] = [
  'offline',
  'network',
  'timeout',
  'server',
  'in-progress',
  'unauthorized',
  'unexpected',
  'session',
] satisfies readonly FailureCause[];

/** The inspection itself, photos and signatures included: large, read only to send or correct. */
export interface OutboxPayload {
  id: string;
  values: NewInspectionFormValues;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a stored record is an entry this portal can show and send (never trusted blindly). */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (!isObject(value)) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.owner === 'string' &&
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
