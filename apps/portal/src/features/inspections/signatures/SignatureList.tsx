import type { InspectionSignature } from '@scaffold/domain';
import { MediaImage } from '../../../data/views/MediaImage';
import * as styles from './SignatureList.css';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An inspection's signatures with their roles (Inspection Details, the report); blanks left out. */
export function SignatureList({
  signatures,
  eager = false,
}: {
  signatures: readonly InspectionSignature[];
  /** Load the images at once (the report, to print). */
  eager?: boolean;
}) {
  const signed = signatures.filter((entry) => entry.signature.trim());
  if (signed.length === 0) return <p className={styles.none}>Not signed.</p>;
  return (
    <ul className={styles.list}>
      {signed.map((entry) => (
        <li key={entry.id}>
          <figure className={styles.signature}>
            <MediaImage
              className={styles.image}
              src={entry.signature}
              alt={`${capitalise(entry.role)} signature`}
              eager={eager}
            />
            <figcaption className={styles.role}>{capitalise(entry.role)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
