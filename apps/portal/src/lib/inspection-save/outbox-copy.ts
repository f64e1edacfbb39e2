/** The words of the outbox, one place for the screens, the top bar and their tests. */
export const OUTBOX_COPY = {
  /** The form's notice when a save met no connection and the inspection went to the outbox. */
  queued:
    'No connection: the inspection is kept on this device and will be sent when the connection returns.',
  /** When the form could not reach the server and the device could not keep the inspection. */
  notKept: 'It could not be kept on this device either: your entries stay in the form.',
  /** After a round: the sites of the inspections it sent, in order. */
  sent: (siteNames: readonly string[]) =>
    siteNames.length === 1
      ? `The inspection for ${siteNames[0]} has been sent.`
      : `${siteNames.length} inspections have been sent.`,
  refusedNotice: (siteName: string) =>
    `The inspection for ${siteName} was not accepted. Open it from the site's history to correct it.`,
  waiting: 'Waiting to send',
  sending: 'Sending...',
  refused: 'Not accepted',
  savedOnDevice: 'Saved on this device',
  refusedReason: (reason: string) => `The server said: ${reason}`,
  correct: 'Correct and send',
  discard: 'Discard',
  discardTitle: 'Discard this inspection?',
  discardQuestion:
    'It was never accepted by the server. Everything entered, photos and signatures included, will be deleted from this device. This cannot be undone.',
  keep: 'Keep it',
  /** The form when it opens a refused inspection. */
  correcting: (reason: string) =>
    `The server did not accept this inspection (“${reason.replace(/\.$/, '')}”). Correct it and save again, or discard it.`,
  /** The form could not read a refused inspection (sent or discarded meanwhile in another tab). */
  gone: 'This inspection is no longer on this device: it was sent or discarded.',
} as const;
