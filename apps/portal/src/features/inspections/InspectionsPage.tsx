import { type InspectionSiteRow, inspectionRowOf, MESSAGES, type Site } from '@scaffold/domain';
import {
  Button,
  EmptyState,
  LoadingState,
  Modal,
  Notice,
  Page,
  VisuallyHidden,
} from '@scaffold/ui';
import {
  useInfiniteQuery,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { offlineReadAt, oldestReadAt } from '../../data/cache/read-status';
import { componentSystemsRead } from '../../data/reads/component-systems';
import { rowsOf } from '../../data/reads/paging';
import { readAgain } from '../../data/reads/read-again';
import { useReadContext } from '../../data/reads/read-context';
import { type GatedRead, ReadGate } from '../../data/views/ReadGate';
import { OfflineDataNote } from '../../offline/OfflineDataNote';
import { discardQueued } from '../../offline/outbox/discard';
import { OUTBOX_COPY } from '../../offline/outbox/outbox-copy';
import { isInspectionEntry, type OutboxEntry } from '../../offline/outbox/outbox-entry';
import { onOutboxEvent } from '../../offline/outbox/outbox-events';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { useOwner } from '../../offline/owner';
import type { LoadFailedProps } from '../../screen-parts/load-failed';
import { useNow } from '../../services/services-context';
import { InspectionDetailsModal } from './details/InspectionDetailsModal';
import * as styles from './InspectionsPage.css';
import { INSPECTIONS_COPY } from './inspections-copy';
import {
  INSPECTIONS_READS,
  inspectionSitesPages,
  inspectionSummaryRead,
  siteInspectionsPages,
  siteOfRow,
  withSavedRow,
} from './inspections-reads';
import { InspectionMetricsSection } from './metrics/InspectionMetricsSection';
import { NewInspectionModal } from './new-inspection/NewInspectionModal';
import { cachedTagNumber } from './new-inspection/scaffold-choices';
import type { SaveResult } from './new-inspection/use-new-inspection-form';
import { SiteInspectionList } from './site-rows/SiteInspectionList';
import type { ScaffoldToInspect } from './site-rows/SiteScaffoldRows';

/** `?site=<id>` (inspectionsForSite): the site to select, expand and scroll to. */
function useDeepLinkedSite(): number | null {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('site'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

interface OpenDetails {
  siteName: string;
  inspectionId: number;
}

interface OpenForm {
  site: Site;
  /**
   * A scaffold of the site: '+ New inspection' on its row, or a deep link
   * (`?scaffold=ID&tag=T-0003`) from its tag or site page.
   */
  scaffold?: ScaffoldToInspect;
  /** A refused inspection of the outbox, opened to be corrected. */
  correcting?: OutboxEntry;
}

/** The outbox's inspections by site, each site's oldest first (its notes are the hire's). */
function bySite(entries: readonly OutboxEntry[]): ReadonlyMap<number, OutboxEntry[]> {
  const grouped = new Map<number, OutboxEntry[]>();
  for (const entry of entries.filter(isInspectionEntry)) {
    const list = grouped.get(entry.siteId);
    if (list) list.push(entry);
    else grouped.set(entry.siteId, [entry]);
  }
  return grouped;
}

/** The site rows could not be read: an alert beside the figures, which may have loaded. */
function SitesFailed({ title, retrying, onRetry }: LoadFailedProps) {
  return (
    <Notice tone="danger" title={title}>
      <Button variant="secondary" size="sm" onClick={onRetry} busy={retrying}>
        {INSPECTIONS_COPY.retry}
      </Button>
    </Notice>
  );
}

/**
 * /dashboard/inspections (PRODUCT.md "Inspections"): metrics, Recent Inspections, details and new forms.
 * It reads what it shows: the figures (inspectionSummary), the site rows a page at a time, a
 * site's history when its row is expanded, one inspection when it is opened.
 */
export function InspectionsPage() {
  const getNow = useNow();
  const read = useReadContext();
  const queryClient = useQueryClient();
  const summary = useQuery(inspectionSummaryRead(read));
  const sites = useInfiniteQuery(inspectionSitesPages(read));
  const deepLinkedSiteId = useDeepLinkedSite();
  // A deep-linked site may be on a page not read yet: its own row comes first.
  const linked = useInfiniteQuery({
    ...inspectionSitesPages(read, deepLinkedSiteId ?? 0),
    enabled: deepLinkedSiteId !== null,
  });
  // The form's scaffold types, read with the screen: kept offline with it, for a form opened
  // with no signal.
  usePrefetchQuery(componentSystemsRead(read));
  const readAt = oldestReadAt(offlineReadAt(summary), offlineReadAt(sites));
  const owner = useOwner();
  const outbox = useOutbox();
  const queued = useMemo(() => bySite(outbox.entries), [outbox.entries]);
  // One instant per load, so every row and figure reads the same "now".
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the clock when data arrives
  const now = useMemo(() => getNow(), [getNow, sites.data, summary.data]);

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
    (site: Pick<Site, 'name'>, inspectionId: number) =>
      setDetails({ siteName: site.name, inspectionId }),
    [],
  );
  const openNewInspection = useCallback(
    (site: InspectionSiteRow, scaffold?: ScaffoldToInspect) =>
      setForm(scaffold ? { site: siteOfRow(site), scaffold } : { site: siteOfRow(site) }),
    [],
  );
  const closeForm = useCallback(() => setForm(null), []);

  const linkedRow = rowsOf(linked.data)[0];
  const siteList = useMemo(() => {
    if (!sites.data) return undefined;
    const rows = rowsOf(sites.data);
    return linkedRow && !rows.some((row) => row.id === linkedRow.id) ? [linkedRow, ...rows] : rows;
  }, [sites.data, linkedRow]);
  // `?site=ID&scaffold=SID&tag=…` opens New Inspection for that scaffold, once.
  const [searchParams] = useSearchParams();
  const deepLinkedScaffold = Number(searchParams.get('scaffold'));
  const [scaffoldFormOpened, setScaffoldFormOpened] = useState(false);
  useEffect(() => {
    if (scaffoldFormOpened || !Number.isInteger(deepLinkedScaffold) || deepLinkedScaffold <= 0) {
      return;
    }
    const row = siteList?.find((candidate) => candidate.id === deepLinkedSiteId);
    if (!row) return;
    setScaffoldFormOpened(true);
    setForm({
      site: siteOfRow(row),
      scaffold: { id: deepLinkedScaffold, tag: searchParams.get('tag') ?? '' },
    });
  }, [scaffoldFormOpened, deepLinkedScaffold, deepLinkedSiteId, siteList, searchParams]);

  const deepLinkMissing =
    deepLinkedSiteId !== null && linked.data !== undefined && linkedRow === undefined;

  // Every read of the screen again (after a save or a send), what is on screen staying meanwhile.
  const reloadAll = useCallback(() => readAgain(queryClient, INSPECTIONS_READS), [queryClient]);

  const handleSaved = useCallback(
    (site: Site, result: SaveResult) => {
      setForm(null);
      setExpanded((current) => new Set([...current, site.id]));
      // What the server saved shows at once in the site's history; every figure is read again.
      const saved = result.sent ? result.inspection : null;
      if (saved) {
        queryClient.setQueryData(siteInspectionsPages(read, site.id).queryKey, (data) =>
          withSavedRow(
            data,
            inspectionRowOf(saved, (scaffoldId) =>
              cachedTagNumber(queryClient, site.id, scaffoldId),
            ),
          ),
        );
      }
      void reloadAll();
    },
    [reloadAll, queryClient, read],
  );

  // Inspections of the outbox went through: they are in the site's history now. Read once the
  // round is over, not after each one (twenty photo-laden sends, twenty reads).
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
        const row = siteList?.find((candidate) => candidate.id === entry.siteId);
        setForm({
          site: siteOfRow(row ?? { id: entry.siteId, name: entry.siteName }),
          correcting: entry,
        });
      },
      onDiscard: setDiscarding,
    }),
    [sendingId, siteList],
  );
  const discard = () => {
    if (owner && discarding) void discardQueued(owner, discarding.id);
    setDiscarding(null);
  };

  // Signed out (on the way to /login) the customer is 0 and no read runs.
  if (read.customerId === 0) {
    return <LoadingState label={MESSAGES.loadingCustomer} />;
  }

  const siteRows: GatedRead<readonly InspectionSiteRow[]> = {
    data: siteList,
    error: sites.error,
    dataUpdatedAt: sites.dataUpdatedAt,
    isError: sites.isError,
    isFetching: sites.isFetching,
    refetch: sites.refetch,
  };

  return (
    <Page title={INSPECTIONS_COPY.title} description={INSPECTIONS_COPY.intro}>
      <OfflineDataNote readAt={readAt} />

      <section className={styles.section} aria-labelledby="inspection-metrics-title">
        <VisuallyHidden as="h2" id="inspection-metrics-title">
          {INSPECTIONS_COPY.metricsTitle}
        </VisuallyHidden>
        <InspectionMetricsSection summary={summary} onRetry={() => void summary.refetch()} />
      </section>

      <section className={styles.section} aria-labelledby="recent-inspections-title">
        <h2 id="recent-inspections-title" className={styles.sectionTitle}>
          {INSPECTIONS_COPY.sitesTitle}
        </h2>
        {deepLinkMissing && <Notice tone="warning">{INSPECTIONS_COPY.deepLinkMissing}</Notice>}
        <ReadGate
          query={siteRows}
          loadingLabel={MESSAGES.loadingSiteInspections}
          errorTitle={INSPECTIONS_COPY.sitesFailed}
          failed={SitesFailed}
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyState title={INSPECTIONS_COPY.noSites} />}
          // One note for the whole screen, above: the figures and the rows are read together.
          offlineNote={false}
        >
          {(rows) => (
            <SiteInspectionList
              sites={rows}
              now={now}
              expanded={expanded}
              selectedSiteId={deepLinkedSiteId}
              onToggle={toggle}
              onNewInspection={openNewInspection}
              onOpenInspection={openDetails}
              queued={queued}
              queuedActions={queuedActions}
              more={sites}
            />
          )}
        </ReadGate>
      </section>

      <InspectionDetailsModal
        siteName={details?.siteName ?? null}
        inspectionId={details?.inspectionId ?? null}
        onClose={() => setDetails(null)}
      />
      <NewInspectionModal
        site={form?.site ?? null}
        correcting={form?.correcting ?? null}
        scaffold={form?.scaffold ?? null}
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
