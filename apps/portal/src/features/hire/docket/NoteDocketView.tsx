import {
  type CollectionNote,
  formatDateTime,
  formatUnits,
  type StoredSignature,
} from '@scaffold/domain';
import { MediaImage } from '../../../data/views/MediaImage';
import * as documentStyles from '../../../screen-parts/document.css';
import type { HireNoteRecord } from '../site/site-hire-view';
import * as styles from './NoteDocket.css';

export interface NoteDocketViewProps {
  note: HireNoteRecord;
  /** The names of the sites and items the note names. */
  siteName: (id: number) => string;
  itemName: (id: number) => string;
  /** The number of the note this one corrects, or corrected it, when known. */
  numberOf: (noteId: number) => string | null;
}

function Signature({ signer, signature }: { signer: string; signature: StoredSignature }) {
  return (
    <figure className={documentStyles.particular}>
      <figcaption className={documentStyles.particularTitle}>{signer}</figcaption>
      <MediaImage
        className={styles.signatureImage}
        src={signature.image}
        alt={`Signature of ${signature.name}`}
        eager
      />
      <p className={documentStyles.particularLine}>
        {signature.name}, {formatDateTime(signature.signed_at)}
      </p>
    </figure>
  );
}

function CollectionLines({
  note,
  itemName,
}: {
  note: CollectionNote;
  itemName: (id: number) => string;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.cell}>Item</th>
          <th className={styles.number}>Collected</th>
          <th className={styles.number}>Short</th>
          <th className={styles.number}>Damaged</th>
        </tr>
      </thead>
      <tbody>
        {note.lines.map((line) => (
          <tr key={line.item_id}>
            <td className={styles.cell}>{itemName(line.item_id)}</td>
            <td className={styles.number}>{formatUnits(line.quantity)}</td>
            <td className={styles.number}>{formatUnits(line.short)}</td>
            <td className={styles.number}>{formatUnits(line.damaged)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A delivery or collection note as its docket: what moved, where, when, and who signed. */
export function NoteDocketView({ note, siteName, itemName, numberOf }: NoteDocketViewProps) {
  const delivery = note.kind === 'delivery';
  const from = delivery
    ? note.from_site_id === null
      ? 'The yard'
      : siteName(note.from_site_id)
    : siteName(note.from_site_id);
  const to = delivery ? siteName(note.to_site_id) : 'The yard';
  const at = delivery ? note.delivered_at : note.collected_at;
  const corrects = note.corrects ? numberOf(note.corrects.note_id) : null;
  const correctedBy = note.corrected_by === null ? null : numberOf(note.corrected_by);
  return (
    <article className={documentStyles.document} aria-label={`Docket ${note.number}`}>
      <header className={documentStyles.header}>
        <h1 className={documentStyles.title}>
          {delivery ? 'Delivery note' : 'Collection note'} {note.number}
        </h1>
        <p className={documentStyles.subtitle}>
          {from} to {to}, {formatDateTime(at)}; vehicle {note.vehicle}
        </p>
        {note.corrects && (
          <p className={documentStyles.subtitle}>
            Corrects {corrects ?? 'an earlier note'}: {note.corrects.reason}
          </p>
        )}
        {note.corrected_by !== null && (
          <p className={documentStyles.subtitle}>
            <strong>
              Corrected by {correctedBy ?? 'a later note'}: this note no longer counts.
            </strong>
          </p>
        )}
      </header>
      <section className={documentStyles.section}>
        <h2 className={documentStyles.sectionTitle}>Components</h2>
        {delivery ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell}>Item</th>
                <th className={styles.number}>Quantity</th>
              </tr>
            </thead>
            <tbody>
              {note.lines.map((line) => (
                <tr key={line.item_id}>
                  <td className={styles.cell}>{itemName(line.item_id)}</td>
                  <td className={styles.number}>{formatUnits(line.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <CollectionLines note={note} itemName={itemName} />
        )}
      </section>
      <section className={documentStyles.section}>
        <h2 className={documentStyles.sectionTitle}>Signatures</h2>
        <div className={styles.signatures}>
          <Signature signer="Driver" signature={note.driver_signature} />
          {delivery && note.receipt.kind === 'signed' && (
            <Signature signer="Received by" signature={note.receipt.signature} />
          )}
          {!delivery && note.site_signature && (
            <Signature signer="Released by" signature={note.site_signature} />
          )}
          {!delivery && !note.site_signature && (
            <p className={documentStyles.particularLine}>
              No one on site signed: the driver's count stands.
            </p>
          )}
        </div>
        {delivery && note.receipt.kind === 'no_one_on_site' && (
          <figure className={documentStyles.particular}>
            <figcaption className={documentStyles.particularTitle}>
              No one on site: the drop
            </figcaption>
            <MediaImage
              className={styles.photo}
              src={note.receipt.photo}
              alt="The kit as dropped on site"
              eager
            />
          </figure>
        )}
      </section>
      <p className={documentStyles.subtitle}>
        Recorded by {note.recorded_by.name}, {formatDateTime(note.recorded_at)}
      </p>
    </article>
  );
}
