import { formatDateTime } from '@scaffold/domain';
import { EmptyState, StatusBadge, TextLink } from '@scaffold/ui';
import { correctNotePath, hireNotePath } from '../../../config/paths';
import * as styles from './SiteHire.css';
import { type HireNoteRecord, newestFirst, noteDate } from './site-hire-view';

const KIND = { delivery: 'Delivery', collection: 'Collection' } as const;

/** The site's notes, newest first: signed, or corrected by a later note (which then counts). */
export function SiteHireNotes({ notes }: { notes: readonly HireNoteRecord[] }) {
  if (notes.length === 0) {
    return (
      <EmptyState
        title="No notes yet"
        description="Delivery and collection notes show here once signed."
      />
    );
  }
  const numberOf = new Map(notes.map((note) => [note.id, note.number]));
  return (
    <ul className={styles.list}>
      {[...notes].sort(newestFirst).map((note) => (
        <li key={note.id} className={styles.row}>
          <div>
            <div className={styles.rowTitle}>
              {KIND[note.kind]} note {note.number}
            </div>
            <div className={styles.muted}>
              {formatDateTime(noteDate(note))}, {note.vehicle}
              {note.corrects
                ? `, corrects ${numberOf.get(note.corrects.note_id) ?? 'an earlier note'}`
                : ''}
            </div>
          </div>
          <div className={styles.rowLinks}>
            {note.corrected_by === null ? (
              <StatusBadge tone="success">Signed</StatusBadge>
            ) : (
              <StatusBadge tone="neutral">
                Corrected by {numberOf.get(note.corrected_by) ?? 'a later note'}
              </StatusBadge>
            )}
            <TextLink href={hireNotePath(note.id)}>Docket {note.number}</TextLink>
            {note.corrected_by === null && (
              <TextLink href={correctNotePath(note.kind, note.id)}>Correct {note.number}</TextLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
