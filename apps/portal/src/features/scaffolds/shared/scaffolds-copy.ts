import { formatDateTime } from '@scaffold/domain';

/** The words of the scaffolds feature, once for the screens and their tests. */
export const SCAFFOLDS_COPY = {
  awaitingClient: 'Awaiting client signature',
  signedByClient: (at: string) => `Signed by the client on ${formatDateTime(at)}`,
  replacedTitle: 'This tag has been replaced',
  replacedText:
    "A newer tag is on this scaffold. Read that one at the scaffold's access point, or ask the site manager.",
  notATag: 'No scaffold has this tag.',
  notATagText: 'Check the code, or ask the site manager.',
  tooMany: 'Too many requests from this device. Wait a minute, then try again.',
  statusFailed: 'The status could not be read.',
  offlineNote: (readAt: Date) =>
    `Offline: showing the status read on this device on ${formatDateTime(readAt)}. It may have changed since.`,
  linkInvalid: 'This signing link is not valid.',
  linkInvalidText: 'Check that the whole link was copied, or ask for a new one.',
  linkExpired: 'This signing link has expired.',
  linkRevoked: 'This signing link has been withdrawn.',
  askForNew: 'Ask the scaffolding contractor for a new link.',
  noScaffolds: 'No scaffolds on this site yet.',
  notRecorded: 'Not recorded',
  noLimitations: 'None',
} as const;
