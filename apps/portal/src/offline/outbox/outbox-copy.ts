import { MESSAGES } from '@scaffold/domain';
import { isQuotaError } from '../offline-db';
import type { FailureCause } from './outbox-entry';
import { KIND_NOUN, type OutboxKind } from './outbox-write';
import type { QueuedBecause } from './save-or-queue';
import { isOwnFailure } from './step-aside';

/** Why an attempt failed, as a row says it. */
const FAILURE_WORDS: Record<FailureCause, string> = {
  offline: 'no connection',
  network: 'no connection to the server',
  timeout: 'no answer from the server in time',
  server: 'the server could not take it',
  'in-progress': 'the server was still saving an earlier try',
  unauthorized: 'the server did not accept the sign-in for it',
  unexpected: 'something went wrong on the way',
  session: 'the session ended',
};

const WILL_BE_SENT = 'the inspection is kept on this device and will be sent';

/** What went wrong with the device's storage, in a few words. */
const storageProblem = (error: unknown) =>
  isQuotaError(error)
    ? 'the storage on this device is full'
    : `the storage on this device failed (${error instanceof Error ? error.message : String(error)})`;

/** The words of the save path and the outbox, one place for the screens, the top bar and tests. */
export const OUTBOX_COPY = {
  /** The form's notice when the browser knew it was offline and the inspection went to the outbox. */
  queued: `No connection: ${WILL_BE_SENT} when the connection returns.`,
  /**
   * The form's notice when a save could not go through now and the inspection went to the
   * outbox: the alert of PRODUCT.md "Messages" where it names one, and what happens next.
   */
  queuedBecause: (because: QueuedBecause): string => {
    switch (because) {
      case 'offline':
        return OUTBOX_COPY.queued;
      case 'network':
        return `${MESSAGES.unexpectedError} No connection to the server: ${WILL_BE_SENT} when the connection returns.`;
      case 'timeout':
        return `No answer from the server in time: ${WILL_BE_SENT} again by itself (it cannot be saved twice).`;
      case 'session':
        return `Your session has ended: ${WILL_BE_SENT} once you sign in again.`;
      case 'unexpected':
        return `${MESSAGES.unexpectedError} The inspection is kept on this device and will be sent again by itself.`;
      default:
        return `${MESSAGES.inspectionSubmitFailed} The server could not take it now: ${WILL_BE_SENT} again by itself.`;
    }
  },
  /** When it could not be saved now and the device could not keep it either. */
  notKept: (error: unknown) =>
    `It could not be saved now, and it could not be kept on this device either: ${storageProblem(error)}. Your entries stay in the form: save again when you have signal.`,
  /** The form after a refusal of a new inspection: the product's alert (PRODUCT.md "Messages"), and the server's reason. */
  refusedAlert: (reason: string) =>
    `${MESSAGES.inspectionSubmitFailed} The server did not accept it: ${reason.replace(/\.$/, '')}. Correct it and save again, or discard the draft.`,
  /** Stored on the server, but its entry could not be taken out of the device's outbox. */
  storedButListed:
    'Saved, but this device could not take it off its list of inspections waiting to send. It is sent again with the same key, which cannot save it twice.',
  /** The sender could not read or write the outbox. */
  storageFailed: (error: unknown) =>
    `Inspections waiting on this device could not be updated: ${storageProblem(error)}. Sending is tried again.`,
  /** After a round: the sites of the inspections it sent, in order. */
  sent: (siteNames: readonly string[]) =>
    siteNames.length === 1
      ? `The inspection for ${siteNames[0]} has been sent.`
      : `${siteNames.length} inspections have been sent.`,
  /** After a round that sent writes of any kind: inspections alone are told as `sent` tells them. */
  sentWrites: (writes: readonly { kind: OutboxKind; siteName: string }[]): string => {
    if (writes.every((write) => write.kind === 'inspection')) {
      return OUTBOX_COPY.sent(writes.map((write) => write.siteName));
    }
    const [only] = writes;
    return writes.length === 1 && only
      ? `The ${KIND_NOUN[only.kind]} for ${only.siteName} has been sent.`
      : `${writes.length} saves waiting on this device have been sent.`;
  },
  refusedNotice: (siteName: string, kind: OutboxKind = 'inspection') =>
    kind === 'inspection'
      ? `The inspection for ${siteName} was not accepted. Open it from the site's history to correct it.`
      : `The ${KIND_NOUN[kind]} for ${siteName} was not accepted. Open it again from the site's hire: your entries are kept there to correct and send.`,
  waiting: 'Waiting to send',
  sending: 'Sending...',
  refused: 'Not accepted',
  savedOnDevice: 'Saved on this device',
  refusedReason: (reason: string) => `The server said: ${reason}`,
  /** A waiting entry's row after a failed attempt: why, and what happens next. */
  notSentWhy: (cause: FailureCause, attempts: number): string => {
    const tries = `tried ${attempts} ${attempts === 1 ? 'time' : 'times'}`;
    const why = FAILURE_WORDS[cause];
    return isOwnFailure(cause)
      ? `Not sent yet: ${why} (${tries}). It is tried again by itself; the inspections after it are sent meanwhile.`
      : `Not sent yet: ${why} (${tries}). It is sent by itself when the connection returns.`;
  },
  correct: 'Correct and send',
  discard: 'Discard',
  discardTitle: 'Discard this inspection?',
  discardQuestion:
    'It was never accepted by the server. Everything entered, photos and signatures included, will be deleted from this device. This cannot be undone.',
  /** Discarding it failed (the device's storage). */
  discardFailed: (error: unknown) =>
    `The inspection could not be discarded: ${storageProblem(error)}. Try again.`,
  keep: 'Keep it',
  /** The form when it opens a refused inspection. */
  correcting: (reason: string) =>
    `The server did not accept this inspection (“${reason.replace(/\.$/, '')}”). Correct it and save again, or discard it.`,
  /** The form could not read a refused inspection (sent or discarded meanwhile in another tab). */
  gone: 'This inspection is no longer on this device: it was sent or discarded.',
  /** The form's note when a draft (or a correction) could not be kept as it was typed. */
  draftNotKept: (error: unknown) =>
    `Not kept on this device: ${storageProblem(error)}. Save the inspection before closing the form.`,
} as const;
