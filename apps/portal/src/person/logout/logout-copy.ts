/** The words of a logout with inspections still on the device. */
export const LOGOUT_COPY = {
  title: 'Inspections not sent yet',
  intro: (count: number) =>
    count === 1
      ? 'One inspection saved on this device has not reached the server:'
      : `${count} inspections saved on this device have not reached the server:`,
  waiting: 'waiting to send',
  refused: 'not accepted',
  sendNow: 'Send now, then log out',
  sending: (done: number, total: number) => `Sending ${done + 1} of ${total}...`,
  notAllSent: (left: number) =>
    `${left === 1 ? 'One inspection was' : `${left} inspections were`} not sent (no connection, or the server did not take ${left === 1 ? 'it' : 'them'} now). Choose again:`,
  keep: 'Keep them for my next sign-in here',
  keepNote:
    'Kept: they stay on this device, for you alone, and are sent the next time you sign in on it. Another device will not have them.',
  discard: 'Discard them',
  discardTitle: 'Discard these inspections?',
  discardQuestion:
    'Everything entered in them, photos and signatures included, is deleted from this device, and they will never reach the server. This cannot be undone:',
  discardConfirm: (count: number) =>
    count === 1 ? 'Discard 1 inspection' : `Discard ${count} inspections`,
  back: 'Back',
  stay: 'Stay signed in',
} as const;
