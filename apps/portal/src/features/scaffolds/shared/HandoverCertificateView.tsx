import { formatDateTime, type HandoverCertificate } from '@scaffold/domain';
import { DescriptionList, Text } from '@scaffold/ui';
import { MediaImage } from '../../../data/views/MediaImage';
import * as styles from './documents.css';
import { ScaffoldFacts } from './ScaffoldFacts';
import { SCAFFOLDS_COPY } from './scaffolds-copy';

const STATEMENT =
  'The scaffold described here has been erected, inspected by the competent person named below and found complete and safe to use, for the permitted use and within the limitations stated (TG20; Work at Height Regulations 2005). This handover is its first inspection: the next is due within 7 days, and after any alteration or adverse weather.';

/**
 * A scaffold's handover certificate, as read on screen, printed on A4, or shown to the client
 * who signs it later. `titleLevel` 2 when the page has a heading of its own. Its signatures are
 * drawn as the inspections' are (a data URL, or a media URL on the API's origin), at once: it is
 * printed.
 */
export function HandoverCertificateView({
  certificate,
  titleLevel = 1,
}: {
  certificate: HandoverCertificate;
  titleLevel?: 1 | 2;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const Section = titleLevel === 1 ? 'h2' : 'h3';
  const client = certificate.client_signature;
  return (
    <article className={styles.document} aria-labelledby="certificate-title">
      <header className={styles.header}>
        <Text as="p" variant="eyebrow" size="sm" weight="strong">
          {certificate.firm_name}
        </Text>
        <Title id="certificate-title" className={styles.title}>
          Scaffold handover certificate
        </Title>
        <p className={styles.subtitle}>
          Tag {certificate.tag_number}, {certificate.site_name}
        </p>
        <p className={client ? styles.signedLine : styles.awaitingLine}>
          {client ? SCAFFOLDS_COPY.signedByClient(client.signed_at) : SCAFFOLDS_COPY.awaitingClient}
        </p>
      </header>

      <section className={styles.section} aria-labelledby="certificate-scaffold">
        <Section id="certificate-scaffold" className={styles.sectionTitle}>
          The scaffold
        </Section>
        <ScaffoldFacts
          scaffold={certificate}
          extra={[
            {
              term: 'Site',
              description: [certificate.site_name, certificate.site_location]
                .filter(Boolean)
                .join(', '),
            },
            { term: 'Client', description: certificate.client_name ?? SCAFFOLDS_COPY.notRecorded },
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby="certificate-handover">
        <Section id="certificate-handover" className={styles.sectionTitle}>
          The handover
        </Section>
        <DescriptionList
          layout="pairs"
          items={[
            {
              term: 'Ties and anchors',
              description:
                certificate.ties_tested === 'yes'
                  ? `Tested${certificate.ties_notes ? `: ${certificate.ties_notes}` : ''}`
                  : `Not applicable: no ties fitted${certificate.ties_notes ? ` (${certificate.ties_notes})` : ''}`,
            },
            { term: 'Erected by', description: certificate.erected_by },
            {
              term: 'Competent person',
              description: `${certificate.competent_person_name}, ${certificate.competent_person_position}`,
            },
            { term: 'Handed over', description: formatDateTime(certificate.handed_over_at) },
          ]}
        />
        <p className={styles.statement}>{STATEMENT}</p>
      </section>

      <section className={styles.section} aria-labelledby="certificate-signatures">
        <Section id="certificate-signatures" className={styles.sectionTitle}>
          Signatures
        </Section>
        <ul className={styles.signatures}>
          <li className={styles.signature}>
            <MediaImage
              className={styles.signatureImage}
              src={certificate.competent_person_signature}
              alt={`Signature of ${certificate.competent_person_name}`}
              eager
            />
            <span>
              {certificate.competent_person_name}, competent person,{' '}
              {formatDateTime(certificate.handed_over_at)}
            </span>
          </li>
          <li className={styles.signature}>
            {client ? (
              <>
                <MediaImage
                  className={styles.signatureImage}
                  src={client.signature}
                  alt={`Signature of ${client.name}`}
                  eager
                />
                <span>
                  {client.name}, for the client,{' '}
                  {client.via === 'link' ? 'signed later through a link' : 'signed on site'},{' '}
                  {formatDateTime(client.signed_at)}
                </span>
              </>
            ) : (
              <span className={styles.awaitingSignature}>
                Client: {SCAFFOLDS_COPY.awaitingClient.toLowerCase()}
              </span>
            )}
          </li>
        </ul>
      </section>
    </article>
  );
}
