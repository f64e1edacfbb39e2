import { formatDateTime } from '@scaffold/domain';
import { Notice } from '@scaffold/ui';

/** The words of the note, one place for the screens and their tests. */
export const offlineDataNote = (readAt: Date) =>
  `Offline: showing data from ${formatDateTime(readAt)}. It is read again when the connection returns.`;

/** Says that the screen shows the last data read, and when it was read; nothing otherwise. */
export function OfflineDataNote({ readAt }: { readAt: Date | null }) {
  if (!readAt) return null;
  return <Notice tone="warning">{offlineDataNote(readAt)}</Notice>;
}
