import type { Inspection, Site } from '@scaffold/domain';
import { MESSAGES, withSavedInspection } from '@scaffold/domain';
import {
  Button,
  EmptyState,
  LoadingState,
  Modal,
  Notice,
  Page,
  VisuallyHidden,
} from '@scaffold/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OfflineDataNote } from '../../lib/offline/OfflineDataNote';
import { useOwner } from '../../lib/offline/owner';
import { removeQueued } from '../../lib/outbox/outbox-actions';
import { OUTBOX_COPY } from '../../lib/outbox/outbox-copy';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry';
import { onOutboxEvent } from '../../lib/outbox/outbox-events';
import { useOutbox } from '../../lib/outbox/use-outbox';
import { offlineReadAt, oldestReadAt } from '../../lib/query/read-status';
import { useApi, useNow } from '../../lib/services/services-context';
import { authStateAtom } from '../../lib/session/session-atoms';
import { InspectionDetailsModal } from './details/InspectionDetailsModal';
import * as styles from './InspectionsPage.css';
import { INSPECTIONS_COPY } from './inspections-copy';
import { customerInspectionsRead, inspectionMetricsRead } from './inspections-reads';
import { InspectionMetricsSection } from './metrics/InspectionMetricsSection';
import { NewInspectionModal } from './new-inspection/NewInspectionModal';
import type { SaveResult } from './new-inspection/use-new-inspection-form';
import { SiteInspectionList } from './sites/SiteInspectionList';

/** `?site=<id>` (inspectionsForSite): the site to select, expand and scroll to. */
function useDeepLinkedSite(): number | null {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('site'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

interface OpenDetails {
  site: Site;
  inspection: Inspection;
}

interface OpenForm {
  site: Site;
  /** A refused inspection of the outbox, opened to be corrected. */
  correcting?: OutboxEntry;
}

/** The outbox's entries by site, each site's oldest first. */
function bySite(entries: readonly OutboxEntry[]): ReadonlyMap<number, OutboxEntry[]> {
  const grouped = new Map<number, OutboxEntry[]>();
  for (const entry of entries) {
    const list = grouped.get(entry.siteId);
    if (list) list.push(entry);
    else grouped.set(entry.siteId, [entry]);
  }
  return grouped;
}

/** /dashboard/inspections (SPEC section 2): metrics, Recent Inspections, details and new forms. */
export function InspectionsPage() {
  const getNow = useNow();
  const api = useApi();
  const queryClient = useQueryClient();
  const customerId = useAtomValue(authStateAtom)?.customer_id ?? null;
  const metricsRead = useMemo(() => inspectionMetricsRead(api, customerId ?? 0), [api, customerId]);
  const sitesRead = useMemo(() => customerInspectionsRead(api, customerId ?? 0), [api, customerId]);
  const metrics = useQuery({ ...metricsRead, enabled: customerId !== null });
  const sites = useQuery({ ...sitesRead, enabled: customerId !== null });
  const readAt = oldestReadAt(offlineReadAt(metrics), offlineReadAt(sites));
  const metricsKey = metricsRead.queryKey;
  const sitesKey = sitesRead.queryKey;
  // Both read again (after a saved inspection), what is on screen staying meanwhile.
  const reloadAll = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: metricsKey }),
      queryClient.invalidateQueries({ queryKey: sitesKey }),
    ]);
  }, [queryClient, metricsKey, sitesKey]);
  const owner = useOwner();
  const outbox = useOutbox();
  const queued = useMemo(() => bySite(outbox.entries), [outbox.entries]);
  // One instant per load, so every row and figure reads the same "now".
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the clock when data arrives
  const now = useMemo(() => getNow(), [getNow, sites.data, metrics.data]);

  const deepLinkedSiteId = useDeepLinkedSite();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(deepLinkedSiteId === null ? [] : [deepLinkedSiteId]),
  );
  const [details, setDetails] = useState<OpenDetails | null>(null);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);

  useEffect(() => {
    if (deepLinkedSiteId === null) return;
    setExpanded((current) => new Set([...current, deepLinkedSiteId]));
  }, [deepLinkedSiteId]);

  const toggle = useCallback((siteId: number, open: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(siteId);
      else next.delete(siteId);
      return next;
    });
  }, []);
  const openDetails = useCallback(
    (site: Site, inspection: Inspection) => setDetails({ site, inspection }),
    [],
  );
  const openNewInspection = useCallback((site: Site) => setForm({ site }), []);
  const closeForm = useCallback(() => setForm(null), []);

  const siteList = sites.data?.sites;
  const deepLinkMissing =
    deepLinkedSiteId !== null &&
    siteList !== undefined &&
    !siteList.some((s) => s.id === deepLinkedSiteId);

  const handleSaved = useCallback(
    (site: Site, result: SaveResult) => {
      setForm(null);
      setExpanded((current) => new Set([...current, site.id]));
      // What the server saved shows at once; the whole answer (large, slow on site) follows.
      const saved = result.sent ? result.inspection : null;
      if (saved) {
        queryClient.setQueryData(sitesKey, (answer) =>
          answer ? withSavedInspection(answer, site.id, saved) : answer,
        );
      }
      void reloadAll();
    },
    [reloadAll, queryClient, sitesKey],
  );

  // Inspections of the outbox went through: they are in the site's history now. Read once the
  // round is over, not after each one (twenty photo-laden sends, twenty full reads).
  useEffect(() => {
    let sent = false;
    return onOutboxEvent((event) => {
      if (event.type === 'sent') sent = true;
      if (event.type === 'idle' && sent) {
        sent = false;
        void reloadAll();
      }
    });
  }, [reloadAll]);

  const { sendingId } = outbox;
  const queuedActions = useMemo(
    () => ({
      sendingId,
      onCorrect: (entry: OutboxEntry) => {
        const site = siteList?.find((candidate) => candidate.id === entry.siteId);
        if (site) setForm({ site, correcting: entry });
      },
      onDiscard: setDiscarding,
    }),
    [sendingId, siteList],
  );
  const discard = () => {
    if (owner && discarding) void removeQueued(owner, discarding.id).catch(() => undefined);
    setDiscarding(null);
  };

  if (customerId === null) {
    return <LoadingState label={MESSAGES.loadingCustomer} />;
  }

  return (
    <Page title={INSPECTIONS_COPY.title} description={INSPECTIONS_COPY.intro}>
      <OfflineDataNote readAt={readAt} />

      <section className={styles.section} aria-labelledby="inspection-metrics-title">
        <VisuallyHidden as="h2" id="inspection-metrics-title">
          {INSPECTIONS_COPY.metricsTitle}
        </VisuallyHidden>
        <InspectionMetricsSection
          metrics={metrics}
          sites={sites}
          now={now}
          onRetry={() => void metrics.refetch()}
        />
      </section>

      <section className={styles.section} aria-labelledby="recent-inspections-title">
        <h2 id="recent-inspections-title" className={styles.sectionTitle}>
          {INSPECTIONS_COPY.sitesTitle}
        </h2>
        {deepLinkMissing && <Notice tone="warning">{INSPECTIONS_COPY.deepLinkMissing}</Notice>}
        {sites.isPending && <LoadingState label={MESSAGES.loadingSiteInspections} />}
        {sites.isError && !sites.data && (
          <Notice tone="danger" title={INSPECTIONS_COPY.sitesFailed}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void sites.refetch()}
              busy={sites.isFetching}
            >
              {INSPECTIONS_COPY.retry}
            </Button>
          </Notice>
        )}
        {siteList && siteList.length === 0 && <EmptyState title={INSPECTIONS_COPY.noSites} />}
        {siteList && siteList.length > 0 && (
          <SiteInspectionList
            sites={siteList}
            now={now}
            expanded={expanded}
            selectedSiteId={deepLinkedSiteId}
            onToggle={toggle}
            onNewInspection={openNewInspection}
            onOpenInspection={openDetails}
            queued={queued}
            queuedActions={queuedActions}
          />
        )}
      </section>

      <InspectionDetailsModal
        site={details?.site ?? null}
        inspection={details?.inspection ?? null}
        onClose={() => setDetails(null)}
      />
      <NewInspectionModal
        site={form?.site ?? null}
        correcting={form?.correcting ?? null}
        componentSystems={sites.data?.component_systems}
        onClose={closeForm}
        onSaved={handleSaved}
      />
      <Modal
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        size="sm"
        title={OUTBOX_COPY.discardTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDiscarding(null)}>
              {OUTBOX_COPY.keep}
            </Button>
            <Button variant="danger" onClick={discard}>
              {OUTBOX_COPY.discard}
            </Button>
          </>
        }
      >
        <p className={styles.confirmText}>{OUTBOX_COPY.discardQuestion}</p>
      </Modal>
    </Page>
  );
}
