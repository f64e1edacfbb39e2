import { classifySaveError, type TransientCause } from '../../../offline/outbox/save-outcome';
import type { NoteSendResult } from './note-send-result';

/** Why a note was not sent now, in the driver's words. */
const HELD_BECAUSE: Record<TransientCause | 'session', string> = {
  offline: 'There is no connection.',
  network: 'The connection dropped.',
  timeout: 'The server did not answer in time.',
  server: 'The server could not take it just now.',
  'in-progress': 'The server is still recording it.',
  unauthorized: 'The server did not accept the session just now.',
  unexpected: 'Something went wrong on the way.',
  session: 'Your session has ended: sign in again.',
};

/**
 * Sends a signed note (or an off-hire) once, through the inspections' classifier of outcomes
 * (save-outcome.ts): stored, refused (a 409 is the note corrected first on another device),
 * or held (to send again with the same Idempotency-Key).
 */
export async function sendNote<T>(
  call: () => Promise<T>,
  numberOf: (answer: T) => string | null,
): Promise<NoteSendResult> {
  try {
    return { kind: 'stored', number: numberOf(await call()) };
  } catch (error) {
    const outcome = classifySaveError(error);
    switch (outcome.kind) {
      case 'refused':
        return outcome.status === 409
          ? { kind: 'conflict', reason: outcome.reason }
          : { kind: 'refused', reason: outcome.reason };
      case 'session':
        return { kind: 'held', reason: HELD_BECAUSE.session };
      case 'transient':
        return { kind: 'held', reason: HELD_BECAUSE[outcome.cause] };
      default:
        return { kind: 'held', reason: HELD_BECAUSE.unexpected };
    }
  }
}
