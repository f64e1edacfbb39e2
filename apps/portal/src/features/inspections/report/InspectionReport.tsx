import {
  type Inspection,
  inspectionDetailCategories,
  inspectionReport,
  inspectionResult,
  inspectionResultTone,
  itemStatusLabel,
  itemStatusTone,
  type Site,
  weatherLabel,
} from '@scaffold/domain';
import { StatusBadge, Text } from '@scaffold/ui';
import { MediaImage } from '../../../data/views/MediaImage';
import { InspectionFacts, orMissing, withUnit } from '../inspection-facts';
import { SignatureList } from '../signatures';
import * as styles from './InspectionReport.css';

export interface InspectionReportProps {
  inspection: Inspection;
  site: Pick<Site, 'name' | 'location' | 'city' | 'state' | 'client'>;
  /** The scaffolding firm the report is made by (the signed-in customer). */
  firmName: string;
}

const NOT_RECORDED = 'Not recorded';

/**
 * The written report of a scaffold inspection (Work at Height Regulations 2005, regulation 12
 * and Schedule 7): the eight particulars first, then the record they rest on. It reads on a
 * phone and prints on A4 (the page's print styles drop the app around it).
 */
export function InspectionReport({ inspection, site, firmName }: InspectionReportProps) {
  const report = inspectionReport(inspection, site);
  const result = inspectionResult(inspection.passed);
  const categories = inspectionDetailCategories(inspection);
  const photos = categories.flatMap((category) =>
    category.items.flatMap((item) =>
      item.photos.map((photo, index) => ({
        photo,
        label: `${item.label} photo${item.photos.length > 1 ? ` ${index + 1}` : ''}`,
        caption: `${item.label} (${category.label}): ${itemStatusLabel(item.status)}`,
      })),
    ),
  );

  return (
    <article className={styles.report} aria-labelledby="report-title">
      <header className={styles.header}>
        <Text as="p" variant="eyebrow" size="sm" weight="strong">
          {firmName}
        </Text>
        <h1 id="report-title" className={styles.title}>
          Scaffold inspection report
        </h1>
        <p className={styles.subtitle}>
          Work at Height Regulations 2005, regulation 12 and Schedule 7
        </p>
        <div className={styles.result}>
          <StatusBadge tone={inspectionResultTone(result)}>{result}</StatusBadge>
          {report.isDraft && (
            <p className={styles.draft} role="note">
              DRAFT: this inspection is not complete and is not yet a report.
            </p>
          )}
        </div>
      </header>

      <section aria-labelledby="report-particulars" className={styles.section}>
        <h2 id="report-particulars" className={styles.sectionTitle}>
          Particulars
        </h2>
        <ol className={styles.particulars}>
          {report.particulars.map((particular) => (
            <li key={particular.number} className={styles.particular}>
              <h3 className={styles.particularTitle}>
                <span className={styles.particularNumber}>{particular.number}.</span>{' '}
                {particular.title}
              </h3>
              {particular.number === 5 && report.matters.length > 0 ? (
                <ul className={styles.matters}>
                  {report.matters.map((matter) => (
                    <li
                      key={`${matter.category}.${matter.item}`}
                      className={styles.matter[matter.status]}
                    >
                      <strong>
                        {matter.item} ({matter.category}):{' '}
                        {matter.status === 'fail' ? 'failed' : 'needs attention'}
                      </strong>
                      {matter.notes && <span>. {matter.notes}</span>}
                    </li>
                  ))}
                </ul>
              ) : (
                particular.lines.map((line, index) => (
                  // Lines may repeat ('Not recorded' twice) and never move: their place is their key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <p key={index} className={styles.particularLine}>
                    {line}
                  </p>
                ))
              )}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="report-scaffold" className={styles.section}>
        <h2 id="report-scaffold" className={styles.sectionTitle}>
          Scaffold and conditions
        </h2>
        <InspectionFacts
          figures
          className={styles.facts}
          facts={[
            ['Scaffold type', orMissing(inspection.scaffold_type, NOT_RECORDED)],
            ['Height', withUnit(inspection.scaffold_height, 'm', NOT_RECORDED)],
            ['Load rating', orMissing(inspection.load_rating, NOT_RECORDED)],
            ['Tie pattern', orMissing(inspection.tie_pattern, NOT_RECORDED)],
            ['Weather', weatherLabel(inspection.weather_conditions)],
            ['Temperature', withUnit(inspection.temperature, '°C', NOT_RECORDED)],
            ['Humidity', withUnit(inspection.humidity, '%', NOT_RECORDED)],
            ['Wind speed', withUnit(inspection.wind_speed, 'km/h', NOT_RECORDED)],
          ]}
        />
      </section>

      <section aria-labelledby="report-checklist" className={styles.section}>
        <h2 id="report-checklist" className={styles.sectionTitle}>
          Checklist
        </h2>
        {categories.length === 0 ? (
          <p className={styles.muted}>No checklist items recorded.</p>
        ) : (
          categories.map((category) => (
            <table key={category.key} className={styles.checklist}>
              <caption className={styles.caption}>{category.label}</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Result</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                {category.items.map((item) => (
                  <tr
                    key={item.key}
                    className={
                      item.status === 'fail' || item.status === 'attention'
                        ? styles.actionRow
                        : undefined
                    }
                  >
                    <th scope="row" className={styles.itemName}>
                      {item.label}
                    </th>
                    <td>
                      <StatusBadge tone={itemStatusTone(item.status)}>
                        {itemStatusLabel(item.status)}
                      </StatusBadge>
                    </td>
                    <td>{item.notes || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))
        )}
        <h3 className={styles.subTitle}>General notes</h3>
        <p className={styles.notes}>{inspection.notes?.trim() || 'No notes.'}</p>
      </section>

      {photos.length > 0 && (
        <section aria-labelledby="report-photos" className={styles.section}>
          <h2 id="report-photos" className={styles.sectionTitle}>
            Photos
          </h2>
          <ul className={styles.photos}>
            {photos.map(({ photo, label, caption }) => (
              <li key={label}>
                <figure className={styles.figure}>
                  <MediaImage className={styles.photo} src={photo} alt={label} eager />
                  <figcaption className={styles.figcaption}>{caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="report-signatures" className={styles.section}>
        <h2 id="report-signatures" className={styles.sectionTitle}>
          Signatures
        </h2>
        <SignatureList eager signatures={inspection.signatures} />
      </section>
    </article>
  );
}
