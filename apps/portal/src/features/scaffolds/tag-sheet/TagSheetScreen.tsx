import type { Scaffold } from '@scaffold/domain';
import { Button, ButtonLink, EmptyState, Inline, LoadingState, Stack } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths, siteScaffoldsPath } from '../../../config/paths';
import { useReadContext } from '../../../data/reads/read-context';
import { siteScaffoldsRead } from '../../../data/reads/scaffolds';
import { siteDetailsRead } from '../../../data/reads/site-details';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { useApi } from '../../../services/services-context';
import { publicUrl, tagStatusPath } from '../scaffold-paths';
import { QrCode } from './QrCode';
import * as styles from './TagSheetScreen.css';
import './tag-sheet-print.css';

/** The public address a tag's QR code holds: this portal's tag page. */
const tagUrl = (scaffold: Pick<Scaffold, 'tag_code'>) =>
  publicUrl(tagStatusPath(scaffold.tag_code));

/** One label: the QR code, the tag number, the site, and what scanning does. */
function TagLabel({ scaffold, siteName }: { scaffold: Scaffold; siteName: string }) {
  const url = tagUrl(scaffold);
  return (
    <li className={styles.label}>
      <QrCode
        className={styles.qr}
        text={url}
        label={`QR code of tag ${scaffold.tag_number}: ${url}`}
      />
      <div className={styles.labelText}>
        <span className={styles.tagNumber}>{scaffold.tag_number}</span>
        <span className={styles.siteName}>{siteName}</span>
        <span className={styles.scan}>Scan for the live status</span>
        <span className={styles.url}>{url}</span>
      </div>
    </li>
  );
}

/**
 * /dashboard/sites/:siteId/tags: an A4 sheet of the site's tag labels (a grid: QR code, tag
 * number, site, 'Scan for the live status') to print and fix at each scaffold's access point.
 * `?scaffold=ID` prints that scaffold's tag alone (after a reprint). Struck scaffolds have none.
 */
export function TagSheetScreen() {
  const siteId = Number(useParams().siteId);
  const only = Number(useSearchParams()[0].get('scaffold'));
  const site = useQuery(siteDetailsRead(useReadContext(), siteId));
  const scaffolds = useQuery(siteScaffoldsRead(useApi(), siteId));
  const siteName = site.data?.site.name ?? '';
  const labels = (scaffolds.data ?? []).filter(
    (scaffold) => scaffold.life !== 'struck' && (!only || scaffold.id === only),
  );
  const ready = scaffolds.status === 'success' && site.status === 'success';

  return (
    <Stack space="lg" className={styles.page}>
      <Inline space="sm" align="spaceBetween" alignY="center" className={styles.toolbar}>
        <ButtonLink
          variant="secondary"
          href={Number.isInteger(siteId) ? siteScaffoldsPath(siteId) : paths.sites}
        >
          Back to the site's scaffolds
        </ButtonLink>
        {ready && labels.length > 0 && (
          <Button onClick={() => window.print()}>Print or save as PDF</Button>
        )}
      </Inline>
      <h1 className={styles.title}>Tags{siteName ? `: ${siteName}` : ''}</h1>
      {(scaffolds.status === 'pending' || site.status === 'pending') && (
        <LoadingState label="Loading the tags..." />
      )}
      {(scaffolds.status === 'error' || site.status === 'error') && (
        <LoadFailed
          title="The tags could not be loaded."
          retrying={scaffolds.isRefetching || site.isRefetching}
          onRetry={() => {
            if (scaffolds.isError) void scaffolds.refetch();
            if (site.isError) void site.refetch();
          }}
        />
      )}
      {ready && labels.length === 0 && (
        <EmptyState title="No tags to print." description="Add a scaffold to the site first." />
      )}
      {ready && labels.length > 0 && (
        <ul className={styles.sheet} aria-label="Tag labels">
          {labels.map((scaffold) => (
            <TagLabel key={scaffold.id} scaffold={scaffold} siteName={siteName} />
          ))}
        </ul>
      )}
    </Stack>
  );
}
