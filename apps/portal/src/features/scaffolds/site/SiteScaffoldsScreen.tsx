import { countTagColours, type Scaffold } from '@scaffold/domain';
import {
  Button,
  ButtonLink,
  EmptyState,
  LoadingState,
  Modal,
  Notice,
  notify,
  Page,
  TextLink,
} from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useReadContext } from '../../../data/reads/read-context';
import { siteScaffoldsRead } from '../../../data/reads/scaffolds';
import { siteDetailsRead } from '../../../data/reads/site-details';
import { LoadFailed } from '../../../screen-parts/load-failed';
import { useApi } from '../../../services/services-context';
import { tagSheetPath } from '../scaffold-paths';
import { useScaffoldWrites } from '../scaffold-queries';
import { problemMessage, statusOf } from '../shared/api-problem';
import { SCAFFOLDS_COPY } from '../shared/scaffolds-copy';
import { NewScaffoldModal } from './NewScaffoldModal';
import { ScaffoldCard } from './ScaffoldCard';
import * as styles from './SiteScaffoldsScreen.css';

/**
 * /dashboard/sites/:siteId/scaffolds: a site's scaffolds with their tag status; add one, record
 * its handover, move it along its life, make signing links for the client, print or reprint
 * tags, record adverse weather, start an inspection of one scaffold.
 */
export function SiteScaffoldsScreen() {
  const siteId = Number(useParams().siteId);
  const site = useQuery(siteDetailsRead(useReadContext(), siteId));
  const scaffolds = useQuery(siteScaffoldsRead(useApi(), siteId));
  const writes = useScaffoldWrites();
  const [adding, setAdding] = useState(false);
  const [reprinting, setReprinting] = useState<Scaffold | null>(null);
  const [weather, setWeather] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const found = site.data?.site;
  const list = scaffolds.data;
  const counts = list ? countTagColours(list) : null;

  const act = async (work: () => Promise<void>, close: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      close();
      void scaffolds.refetch();
    } catch (error) {
      setFailure(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const closeConfirm = () => {
    setReprinting(null);
    setWeather(false);
    setFailure(null);
  };

  return (
    <Page
      eyebrow={found ? `${found.client.name}` : undefined}
      title={found ? `Scaffolds and tags: ${found.name}` : 'Scaffolds and tags'}
      description="Each scaffold's tag, its handover and the client's signature."
      actions={
        found && (
          <div className={styles.pageActions}>
            <Button onClick={() => setAdding(true)}>+ New scaffold</Button>
            <ButtonLink variant="secondary" href={tagSheetPath(siteId)}>
              Print tags
            </ButtonLink>
            <Button variant="secondary" onClick={() => setWeather(true)}>
              Record adverse weather
            </Button>
          </div>
        )
      }
    >
      <TextLink href={paths.sites}>Back to Site Management</TextLink>
      {(site.status === 'pending' || scaffolds.status === 'pending') && (
        <LoadingState label="Loading scaffolds..." />
      )}
      {scaffolds.status === 'error' && statusOf(scaffolds.error) !== 403 && (
        <LoadFailed
          title="The scaffolds could not be loaded."
          retrying={scaffolds.isRefetching}
          onRetry={() => void scaffolds.refetch()}
        />
      )}
      {site.status === 'error' && statusOf(site.error) !== 403 && (
        <LoadFailed
          title="The site could not be loaded."
          retrying={site.isRefetching}
          onRetry={() => void site.refetch()}
        />
      )}
      {site.status === 'error' && statusOf(site.error) === 403 && (
        <EmptyState title="No such site." description="It may belong to another customer." />
      )}
      {found && list && counts && (
        <>
          <p className={styles.summary} aria-live="polite">
            {list.length === 0
              ? SCAFFOLDS_COPY.noScaffolds
              : `${list.length} scaffold${list.length === 1 ? '' : 's'}: ${counts.green} green, ${counts.amber} amber, ${counts.red} red.`}
          </p>
          {list.length === 0 ? (
            <EmptyState
              title={SCAFFOLDS_COPY.noScaffolds}
              description="Add each scaffold as it goes up: it gets a tag with a QR code of its own."
              action={<Button onClick={() => setAdding(true)}>+ New scaffold</Button>}
            />
          ) : (
            <ul className={styles.cards}>
              {list.map((scaffold) => (
                <ScaffoldCard
                  key={scaffold.id}
                  scaffold={scaffold}
                  site={found}
                  onChanged={() => void scaffolds.refetch()}
                  onReprint={setReprinting}
                />
              ))}
            </ul>
          )}
          <NewScaffoldModal
            site={found}
            open={adding}
            onClose={() => setAdding(false)}
            onCreated={() => {
              setAdding(false);
              void scaffolds.refetch();
            }}
          />
        </>
      )}
      <Modal
        open={reprinting !== null}
        onClose={closeConfirm}
        size="sm"
        title={`Reprint tag ${reprinting?.tag_number ?? ''}`}
        footer={
          <>
            <Button variant="secondary" onClick={closeConfirm}>
              Keep the tag
            </Button>
            <Button
              busy={busy}
              busyLabel="Reprinting..."
              onClick={() =>
                void act(async () => {
                  if (!reprinting) return;
                  const updated = await writes.reprintTag(reprinting.id);
                  notify({
                    type: 'success',
                    message: `Tag ${updated.tag_number} has a new code: print it and fix it at the access point.`,
                  });
                }, closeConfirm)
              }
            >
              Reprint
            </Button>
          </>
        }
      >
        <p className={styles.confirmText}>
          The tag gets a new QR code. The old tag then says it has been replaced, so take it down.
        </p>
        {failure && <Notice tone="danger">{failure}</Notice>}
      </Modal>
      <Modal
        open={weather}
        onClose={closeConfirm}
        size="sm"
        title="Record adverse weather"
        footer={
          <>
            <Button variant="secondary" onClick={closeConfirm}>
              Cancel
            </Button>
            <Button
              variant="danger"
              busy={busy}
              busyLabel="Recording..."
              onClick={() =>
                void act(async () => {
                  await writes.recordAdverseWeather(siteId);
                  notify({
                    type: 'info',
                    message: 'Adverse weather recorded: inspect before use.',
                  });
                }, closeConfirm)
              }
            >
              Record it
            </Button>
          </>
        }
      >
        <p className={styles.confirmText}>
          High winds, storms or snow: every standing scaffold on this site is red-tagged until it is
          inspected again (Work at Height Regulations 2005, Schedule 7).
        </p>
        {failure && <Notice tone="danger">{failure}</Notice>}
      </Modal>
    </Page>
  );
}
