import {
  type ApiClient,
  isAbortError,
  isApiError,
  isNoAccessTokenError,
  isSessionExpiredError,
} from '@scaffold/api-client';
import { toSavedInspection } from '@scaffold/domain';
import type { Owner } from '../offline/owner';
import type { OutboxEntry } from './outbox-entry';
import { listOutbox, readPayload, removeFromOutbox, updateEntry } from './outbox-store';

/** What one attempt to send an entry came to. */
export type SendOutcome =
  | { kind: 'sent' }
  /** The server refused it (a 4xx): it stays, with the reason, for the user to correct. */
  | { kind: 'refused'; reason: string }
  /** No connection, a time-out, a server error: try again later. */
  | { kind: 'retry' }
  /** The session is over (401 after a refresh, or no token): wait until the user signs in. */
  | { kind: 'signed-out' }
  /** The sender was stopped (sign-out, the page closing). */
  | { kind: 'aborted' };

/** A 4xx is the server's final word on this body, except these, which ask to come back later. */
const TRY_LATER = new Set([401, 408, 425, 429]);

/** The server's reason, in its own words when it gave any ({detail} or {message}). */
function reasonOf(status: number, body: unknown): string {
  const said = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = [said.detail, said.message, said.error].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return text ? text.trim() : `The server refused it (${status}).`;
}

/** Classifies a failed send by the typed errors of the API client. */
export function outcomeOfError(error: unknown): SendOutcome {
  if (isAbortError(error)) return { kind: 'aborted' };
  if (isSessionExpiredError(error) || isNoAccessTokenError(error)) return { kind: 'signed-out' };
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'signed-out' };
    if (error.status >= 400 && error.status < 500 && !TRY_LATER.has(error.status)) {
      return { kind: 'refused', reason: reasonOf(error.status, error.body) };
    }
  }
  return { kind: 'retry' };
}

/** Entries whose saved values no longer make a valid inspection (a newer portal's rules). */
export const NOT_SENDABLE_REASON =
  'Some entries are no longer valid: open it, correct them and save again.';

export interface SendRoundOptions {
  db: IDBDatabase;
  owner: Owner;
  api: Pick<ApiClient, 'saveInspection'>;
  signal?: AbortSignal;
  /** Told as each entry is tried and when it leaves the outbox or is refused. */
  onProgress?: (event: { entry: OutboxEntry; outcome: SendOutcome | 'sending' }) => void;
}

export interface SendRoundResult {
  sent: OutboxEntry[];
  refused: OutboxEntry[];
  /** Why the round stopped before the end of the outbox, if it did. */
  stoppedBy: 'retry' | 'signed-out' | 'aborted' | null;
}

/** Sends one entry with its own Idempotency-Key. */
async function sendEntry(options: SendRoundOptions, entry: OutboxEntry): Promise<SendOutcome> {
  const values = await readPayload(options.db, options.owner, entry.id);
  if (!values) return { kind: 'aborted' }; // discarded or sent from another tab meanwhile
  let body: ReturnType<typeof toSavedInspection>;
  try {
    body = toSavedInspection(values, entry.siteId);
  } catch {
    return { kind: 'refused', reason: NOT_SENDABLE_REASON };
  }
  try {
    await options.api.saveInspection(body, {
      idempotencyKey: entry.idempotencyKey,
      signal: options.signal,
    });
    return { kind: 'sent' };
  } catch (error) {
    return outcomeOfError(error);
  }
}

/**
 * One pass over the owner's waiting entries, oldest first, one at a time so the server sees
 * them in the order they were made. A refused entry is kept with its reason and the pass goes
 * on; no connection, a time-out or a server error stops it (the rest would meet the same), and
 * the caller tries again later; so does a finished session, after the user signs in again.
 */
export async function sendOutbox(options: SendRoundOptions): Promise<SendRoundResult> {
  const { db, owner, onProgress } = options;
  const done: SendRoundResult = { sent: [], refused: [], stoppedBy: null };
  const waiting = (await listOutbox(db, owner)).filter((entry) => entry.status === 'waiting');
  for (const entry of waiting) {
    if (options.signal?.aborted) return { ...done, stoppedBy: 'aborted' };
    onProgress?.({ entry, outcome: 'sending' });
    const outcome = await sendEntry(options, entry);
    if (outcome.kind === 'sent') {
      await removeFromOutbox(db, owner, entry.id);
      done.sent.push(entry);
    } else if (outcome.kind === 'refused') {
      const refused = await updateEntry(db, owner, entry.id, {
        status: 'refused',
        reason: outcome.reason,
      });
      if (refused) done.refused.push(refused);
    } else if (outcome.kind === 'retry') {
      await updateEntry(db, owner, entry.id, { attempts: entry.attempts + 1 });
    }
    onProgress?.({ entry, outcome });
    if (outcome.kind === 'retry' || outcome.kind === 'signed-out') {
      return { ...done, stoppedBy: outcome.kind };
    }
    if (outcome.kind === 'aborted' && options.signal?.aborted) {
      return { ...done, stoppedBy: 'aborted' };
    }
  }
  return done;
}
