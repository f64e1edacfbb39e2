import {
  hasInspectionData,
  type Inspection,
  inspectionDetailCategories,
  inspectionLastUpdated,
  inspectionResult,
  inspectionResultTone,
  itemStatusLabel,
  itemStatusTone,
  MESSAGES,
  weatherLabel,
} from '@scaffold/domain';
import { DateText, EmptyState, StatusBadge, VisuallyHidden } from '@scaffold/ui';
import type { ReactNode } from 'react';
import { MediaImage } from '../../../data/views/MediaImage';
import { InspectionFacts, orMissing, withUnit } from '../inspection-facts';
import { SignatureList } from '../signatures';
import * as styles from './InspectionDetails.css';

const DASH = '—';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** The Inspection Details modal's content (PRODUCT.md "Inspection Details"). */
export function InspectionDetails({ inspection }: { inspection: Inspection }) {
  const result = inspectionResult(inspection.passed);
  const header = (
    <div className={styles.summary}>
      <DateText value={inspection.created_at} withTime />
      <StatusBadge tone={inspectionResultTone(result)}>{result}</StatusBadge>
    </div>
  );
  if (!hasInspectionData(inspection)) {
    return (
      <div className={styles.details}>
        {header}
        <EmptyState title={MESSAGES.noInspectionData} />
      </div>
    );
  }
  const categories = inspectionDetailCategories(inspection);
  return (
    // Focusable so keyboard users can scroll the modal's body, which holds no control of its own.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
    <section className={styles.details} tabIndex={0} aria-label="Inspection record">
      {header}
      <Section title="Conditions">
        <InspectionFacts
          className={styles.facts}
          facts={[
            ['Weather', weatherLabel(inspection.weather_conditions)],
            ['Temperature', withUnit(inspection.temperature, '°C', DASH)],
            ['Humidity', withUnit(inspection.humidity, '%', DASH)],
            ['Wind speed', withUnit(inspection.wind_speed, 'km/h', DASH)],
          ]}
        />
      </Section>
      <Section title="Scaffold">
        <InspectionFacts
          className={styles.facts}
          facts={[
            ['Scaffold type', orMissing(inspection.scaffold_type, DASH)],
            ['Height', withUnit(inspection.scaffold_height, 'm', DASH)],
            ['Load rating', orMissing(inspection.load_rating, DASH)],
            ['Tie pattern', orMissing(inspection.tie_pattern, DASH)],
          ]}
        />
      </Section>
      <Section title="Checklist">
        {categories.length === 0 ? (
          <p className={styles.muted}>No checklist items recorded.</p>
        ) : (
          categories.map((category) => (
            <section key={category.key} className={styles.category} aria-label={category.label}>
              <h4 className={styles.categoryTitle}>{category.label}</h4>
              <ul className={styles.items}>
                {category.items.map((item) => (
                  <li key={item.key} className={styles.item}>
                    <span
                      className={
                        item.passed === false ? styles.passMarkFailed : styles.passMarkPassed
                      }
                      aria-hidden="true"
                    >
                      {item.passed === true ? '✓' : item.passed === false ? '✗' : ''}
                    </span>
                    <span className={styles.itemLabel}>
                      {item.label}
                      {item.passed !== null && (
                        <VisuallyHidden>{item.passed ? ', passed' : ', not passed'}</VisuallyHidden>
                      )}
                    </span>
                    <StatusBadge tone={itemStatusTone(item.status)}>
                      {itemStatusLabel(item.status)}
                    </StatusBadge>
                    {item.notes && <p className={styles.itemNotes}>{item.notes}</p>}
                    {item.photos.length > 0 && (
                      <div className={styles.photos}>
                        {item.photos.map((photo, index) => (
                          <MediaImage
                            // Photos have no id of their own; their place in the list is stable.
                            // biome-ignore lint/suspicious/noArrayIndexKey: see above
                            key={index}
                            className={styles.photo}
                            src={photo}
                            alt={`${item.label} photo${item.photos.length > 1 ? ` ${index + 1}` : ''}`}
                          />
                        ))}
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </Section>
      <Section title="General notes">
        {inspection.notes?.trim() ? (
          <p className={styles.notes}>{inspection.notes}</p>
        ) : (
          <p className={styles.muted}>No notes.</p>
        )}
      </Section>
      <Section title="Signatures">
        <SignatureList signatures={inspection.signatures} />
      </Section>
      <p className={styles.muted}>
        Last updated <DateText value={inspectionLastUpdated(inspection)} withTime />
      </p>
    </section>
  );
}
