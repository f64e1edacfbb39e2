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
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { discardQueued } from '../../lib/inspection-save/discard';
import { OUTBOX_COPY } from '../../lib/inspection-save/outbox-copy';
import type { OutboxEntry } from '../../lib/inspection-save/outbox-entry';
import { onOutboxEvent } from '../../lib/inspection-save/outbox-events';
import { useOutbox } from '../../lib/inspection-save/use-outbox';
import { OfflineDataNote } from '../../lib/offline/OfflineDataNote';
import { useOwner } from '../../lib/offline/owner';
import { useNow } from '../../lib/services/services-context';
import { InspectionDetailsModal } from './details/InspectionDetailsModal';
import * as styles from './InspectionsPage.css';
import { INSPECTIONS_COPY } from './inspections-copy';
import { InspectionMetricsSection } from './metrics/InspectionMetricsSection';
import { NewInspectionModal } from './new-inspection/NewInspectionModal';
import type { SaveResult } from './new-inspection/use-new-inspection-form';
import { SiteInspectionList } from './sites/SiteInspectionList';
import { useInspectionsData } from './use-inspections-data';

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
  /** Issue 30: a scaffold of the site (`?scaffold=ID&tag=T-0003`, from its tag or site page). */
  scaffold?: { id: number; tag: string };
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
  const { customerId, metrics, sites, reloadAll, readAt } = useInspectionsData();
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
  // Issue 30: `?site=ID&scaffold=SID&tag=…` opens New Inspection for that scaffold, once.
  const [searchParams] = useSearchParams();
  const deepLinkedScaffold = Number(searchParams.get('scaffold'));
  const [scaffoldFormOpened, setScaffoldFormOpened] = useState(false);
  useEffect(() => {
    if (scaffoldFormOpened || !Number.isInteger(deepLinkedScaffold) || deepLinkedScaffold <= 0) {
      return;
    }
    const site = siteList?.find((candidate) => candidate.id === deepLinkedSiteId);
    if (!site) return;
    setScaffoldFormOpened(true);
    setForm({ site, scaffold: { id: deepLinkedScaffold, tag: searchParams.get('tag') ?? '' } });
  }, [scaffoldFormOpened, deepLinkedScaffold, deepLinkedSiteId, siteList, searchParams]);

  const deepLinkMissing =
    deepLinkedSiteId !== null &&
    siteList !== undefined &&
    !siteList.some((s) => s.id === deepLinkedSiteId);

  const { update: updateSites } = sites;
  const handleSaved = useCallback(
    (site: Site, result: SaveResult) => {
      setForm(null);
      setExpanded((current) => new Set([...current, site.id]));
      // What the server saved shows at once; the whole answer (large, slow on site) follows.
      const saved = result.sent ? result.inspection : null;
      if (saved) updateSites((answer) => withSavedInspection(answer, site.id, saved));
      void reloadAll();
    },
    [reloadAll, updateSites],
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
    if (owner && discarding) void discardQueued(owner, discarding.id);
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
          onRetry={() => void metrics.reload()}
        />
      </section>

      <section className={styles.section} aria-labelledby="recent-inspections-title">
        <h2 id="recent-inspections-title" className={styles.sectionTitle}>
          {INSPECTIONS_COPY.sitesTitle}
        </h2>
        {deepLinkMissing && <Notice tone="warning">{INSPECTIONS_COPY.deepLinkMissing}</Notice>}
        {sites.status === 'loading' && <LoadingState label={MESSAGES.loadingSiteInspections} />}
        {sites.status === 'error' && (
          <Notice tone="danger" title={INSPECTIONS_COPY.sitesFailed}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void sites.reload()}
              busy={sites.reloading}
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
        scaffold={form?.scaffold ?? null}
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
