import { formatDate } from '@scaffold/domain';
import { Card, Heading, Stack } from '@scaffold/ui';
import * as styles from './SiteHire.css';
import { WAITING_NOTES_HEADING, type WaitingNote } from './waiting-notes';

const NOUN: Record<WaitingNote['kind'], string> = {
  'delivery-note': 'Delivery note',
  'collection-note': 'Collection note',
};

/**
 * The site's notes signed on this device and kept in its outbox, not yet sent (the outbox sends
 * them when the connection allows): nothing at all when there are none.
 */
export function WaitingNotes({ notes }: { notes: readonly WaitingNote[] }) {
  if (notes.length === 0) return null;
  return (
    <Card className={styles.wide}>
      <Stack space="md">
        <Heading level={2}>{WAITING_NOTES_HEADING}</Heading>
        <ul className={styles.list} aria-label={WAITING_NOTES_HEADING}>
          {notes.map((note) => (
            <li key={note.id} className={styles.row}>
              <span className={styles.rowTitle}>{NOUN[note.kind]}</span>
              <span className={styles.muted}>
                {note.lines === 1 ? '1 line' : `${note.lines} lines`}; signed{' '}
                <time dateTime={note.signedAt}>{formatDate(note.signedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
