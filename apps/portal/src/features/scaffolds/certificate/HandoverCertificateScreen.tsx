import { Button, ButtonLink, EmptyState, Inline, LoadingState, Stack } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { paths, siteScaffoldsPath } from '../../../config/paths';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { useApi } from '../../../services/services-context';
import { handoverCertificateRead } from '../scaffold-queries';
import { statusOf } from '../shared/api-problem';
import { HandoverCertificateView } from '../shared/HandoverCertificateView';
import * as styles from './HandoverCertificateScreen.css';
import './certificate-print.css';

/**
 * /dashboard/handovers/:handoverId: a scaffold's handover certificate, to read, print or save as
 * a PDF (A4). Without the client's signature it says 'Awaiting client signature'.
 */
export function HandoverCertificateScreen() {
  const handoverId = Number(useParams().handoverId);
  const certificate = useQuery(
    handoverCertificateRead(useApi(), Number.isInteger(handoverId) ? handoverId : 0),
  );
  const data = certificate.data;

  useEffect(() => {
    if (!data) return;
    const title = document.title;
    // The title names the PDF a browser saves.
    document.title = `Handover certificate: tag ${data.tag_number}, ${data.site_name}`;
    return () => {
      document.title = title;
    };
  }, [data]);

  return (
    <Stack space="lg" className={styles.page}>
      <Inline space="sm" align="spaceBetween" alignY="center" className={styles.toolbar}>
        <ButtonLink variant="secondary" href={data ? siteScaffoldsPath(data.site_id) : paths.sites}>
          Back to the site's scaffolds
        </ButtonLink>
        {data && <Button onClick={() => window.print()}>Print or save as PDF</Button>}
      </Inline>
      {certificate.status === 'pending' && <LoadingState label="Loading the certificate..." />}
      {certificate.status === 'error' && statusOf(certificate.error) === 403 && (
        <EmptyState
          title="No such certificate."
          description="It may belong to another customer, or the link is incomplete."
        />
      )}
      {certificate.status === 'error' && statusOf(certificate.error) !== 403 && (
        <LoadFailed
          title="The certificate could not be loaded."
          retrying={certificate.isRefetching}
          onRetry={() => void certificate.refetch()}
        />
      )}
      {data && <HandoverCertificateView certificate={data} />}
    </Stack>
  );
}
