import {
  inspectionReport,
  inspectionResult,
  inspectionResultTone,
  type SigningDocument,
} from '@scaffold/domain';
import { StatusBadge, Text } from '@scaffold/ui';
import * as styles from '../shared/documents.css';

type InspectionDocument = Extract<SigningDocument, { kind: 'inspection' }>;

/**
 * An inspection's report as the client reads it before signing: the eight particulars of
 * Schedule 7 (Work at Height Regulations 2005) and the result, nothing else of the firm's.
 */
export function InspectionToSign({ document }: { document: InspectionDocument }) {
  const { inspection } = document;
  const report = inspectionReport(inspection, {
    name: document.site_name,
    location: document.site_location,
    city: null,
    state: null,
    client: document.client_name ? { id: 0, name: document.client_name, address: null } : null,
  });
  const result = inspectionResult(inspection.passed);
  return (
    <article className={styles.document} aria-labelledby="report-title">
      <header className={styles.header}>
        <Text as="p" variant="eyebrow" size="sm" weight="strong">
          {document.firm_name}
        </Text>
        <h2 id="report-title" className={styles.title}>
          Scaffold inspection report
        </h2>
        <p className={styles.subtitle}>
          {document.tag_number ? `Tag ${document.tag_number}, ` : ''}
          {document.site_name}
        </p>
        <div>
          <StatusBadge tone={inspectionResultTone(result)}>{result}</StatusBadge>
        </div>
      </header>
      <ol className={styles.particulars}>
        {report.particulars.map((particular) => (
          <li key={particular.number} className={styles.particular}>
            <h3 className={styles.particularTitle}>
              {particular.number}. {particular.title}
            </h3>
            {particular.lines.map((line, index) => (
              // Lines may repeat ('Not recorded') and never move: their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index} className={styles.particularLine}>
                {line}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </article>
  );
}
