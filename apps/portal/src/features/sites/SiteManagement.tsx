import type { Id, SiteDetail, SiteOverviewResponse } from '@scaffold/domain';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rowsOf } from '../../data/reads/paging';
import { useReadContext } from '../../data/reads/read-context';
import { ClientList } from './ClientList';
import { ComponentSearch } from './ComponentSearch';
import { ManagerEmailModal } from './ManagerEmailModal';
import { MoveFlow } from './move/MoveFlow';
import type { MoveSource } from './move/move-source';
import { filtersRevealing, type SiteFilters, siteRowId, subareaRowId } from './reveal';
import { SiteFiltersBar } from './SiteFiltersBar';
import { SiteSummaryCards } from './SiteSummaryCards';
import type { SiteActions } from './site-actions';
import { type FoundComponent, summaryOfOverview } from './site-rows';
import { FIRST_FILTERS, siteClientsPages } from './sites-reads';

/** Answers a move cannot change. */
const UNMOVED = new Set(['capabilities', 'componentSystems', 'inspectionDetails']);

const withId = (ids: ReadonlySet<Id>, id: Id): ReadonlySet<Id> =>
  ids.has(id) ? ids : new Set(ids).add(id);

const toggled = (ids: ReadonlySet<Id>, id: Id): ReadonlySet<Id> => {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
};

/** Where the last clicked search result points, so the page can scroll there once shown. */
interface RevealTarget {
  siteId: Id;
  subareaId: Id | null;
}

/** The revealed place is on screen: its row, and its details (or their failure) under it. */
function revealedElements(target: RevealTarget) {
  const row = document.getElementById(siteRowId(target.siteId));
  if (!row?.querySelector('[data-site-details]')) return null;
  const subarea =
    target.subareaId === null
      ? null
      : document.getElementById(subareaRowId(target.siteId, target.subareaId));
  return { row, subarea };
}

export interface SiteManagementProps {
  overview: SiteOverviewResponse;
  /** The figures are being read again (after a move). */
  reloading: boolean;
}

/**
 * The loaded Site Management screen: the figures from siteOverview, 'Clients here:' a page at a
 * time from siteClients with the filters applied by the server, each client's sites and each
 * site's details read when opened.
 */
export function SiteManagement({ overview, reloading }: SiteManagementProps) {
  const queryClient = useQueryClient();
  const context = useReadContext();
  const summary = useMemo(() => summaryOfOverview(overview), [overview]);

  const [filters, setFilters] = useState<SiteFilters>(FIRST_FILTERS);
  // The list read for the filters; the rows of the last ones stay (busy) while it reads.
  const clientRows = useInfiniteQuery({
    ...siteClientsPages(context, filters),
    placeholderData: keepPreviousData,
  });
  const filtering = clientRows.isPlaceholderData;
  // A search result's client and site, when they are not among the pages read: read alone,
  // listed first.
  const [pinned, setPinned] = useState<{ clientId: Id; siteId: Id } | null>(null);
  const pinnedClient = pinned?.clientId ?? null;
  const pinnedRows = useInfiniteQuery({
    ...siteClientsPages(context, { status: filters.status, clientId: pinnedClient ?? 0 }),
    enabled: pinnedClient !== null && filters.clientId === 'all',
  });
  const rows = useMemo(() => {
    const read = rowsOf(clientRows.data);
    const extra = pinnedClient === null ? undefined : rowsOf(pinnedRows.data)[0];
    return extra && !read.some((row) => row.id === extra.id) ? [extra, ...read] : read;
  }, [clientRows.data, pinnedRows.data, pinnedClient]);

  // Read when a search result is chosen, so the search keeps its props when the filters change.
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const changeFilters = useCallback((next: SiteFilters) => {
    setFilters(next);
    setPinned(null);
  }, []);

  const [expandedClients, setExpandedClients] = useState<ReadonlySet<Id>>(() => new Set());
  const [expandedSites, setExpandedSites] = useState<ReadonlySet<Id>>(() => new Set());
  const [moveSource, setMoveSource] = useState<MoveSource | null>(null);
  const [managerEmailSite, setManagerEmailSite] = useState<SiteDetail | null>(null);
  const [revealTarget, setRevealTarget] = useState<RevealTarget | null>(null);

  // A search result was chosen: show where that component sits.
  const showMatch = useCallback(({ siteId, subareaId, siteStatus, clientId }: FoundComponent) => {
    if (clientId === null) return;
    setFilters(filtersRevealing(filtersRef.current, siteStatus, clientId));
    setPinned({ clientId, siteId });
    setExpandedClients((current) => withId(current, clientId));
    setExpandedSites((current) => withId(current, siteId));
    setRevealTarget({ siteId, subareaId });
  }, []);
  const search = useMemo(() => <ComponentSearch onShow={showMatch} />, [showMatch]);

  // Once the revealed site is on screen with its details (read on demand, so later than this
  // render): bring it into view and move focus to it.
  useEffect(() => {
    if (!revealTarget || filtering) return;
    const reveal = () => {
      const shown = revealedElements(revealTarget);
      if (!shown) return false;
      (shown.subarea ?? shown.row).scrollIntoView({ block: 'center' });
      shown.row.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
      setRevealTarget(null);
      return true;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => {
      if (reveal()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [revealTarget, filtering]);

  const actions: SiteActions = useMemo(
    () => ({
      toggleClient: (id) => setExpandedClients((current) => toggled(current, id)),
      toggleSite: (id) => setExpandedSites((current) => toggled(current, id)),
      startMove: setMoveSource,
      emailManager: setManagerEmailSite,
    }),
    [],
  );

  // The stock moved: every answer that may show stock or the log is read again (the move's
  // answer says nothing of where things are now); those not on screen when next shown.
  const finishMove = useCallback(async () => {
    setMoveSource(null);
    await queryClient.invalidateQueries({
      predicate: (query) => !UNMOVED.has(String(query.queryKey[0])),
    });
  }, [queryClient]);

  return (
    <>
      <SiteSummaryCards summary={summary} />
      <SiteFiltersBar
        filters={filters}
        counts={overview.status_counts}
        onChange={changeFilters}
        search={search}
      />
      <ClientList
        query={clientRows}
        rows={rows}
        totalClients={overview.client_count}
        status={filters.status}
        pinned={pinned}
        expandedClients={expandedClients}
        expandedSites={expandedSites}
        actions={actions}
        busy={reloading || filtering}
      />
      {moveSource && (
        <MoveFlow source={moveSource} onCancel={() => setMoveSource(null)} onMoved={finishMove} />
      )}
      <ManagerEmailModal site={managerEmailSite} onClose={() => setManagerEmailSite(null)} />
    </>
  );
}
