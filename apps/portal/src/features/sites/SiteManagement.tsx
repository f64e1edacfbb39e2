import {
  buildComponentIndex,
  type ComponentMatch,
  type CustomerNode,
  type Id,
  moveDestinations,
  type Site,
  siteManagementSummary,
  statusCounts,
} from '@scaffold/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNow } from '../../lib/services/services-context';
import { authStateAtom } from '../../lib/session/session-atoms';
import { buildAllSitesTree } from './all-sites-tree';
import { ClientList } from './ClientList';
import { ComponentSearch } from './ComponentSearch';
import { clientGroups, clientOfSite, clientOptions, visibleClientGroups } from './client-groups';
import { ManagerEmailModal } from './ManagerEmailModal';
import { MoveFlow } from './move/MoveFlow';
import { distinctSiteNames } from './move/move-options';
import type { MoveSource } from './move/move-source';
import { filtersRevealing, type SiteFilters, siteRowId, subareaRowId } from './reveal';
import { SiteFiltersBar } from './SiteFiltersBar';
import { SiteSummaryCards } from './SiteSummaryCards';
import type { SiteActions } from './site-actions';

/** Answers a move cannot change. */
const UNMOVED = new Set(['capabilities', 'componentSystems', 'inspectionDetails']);

const withId = (ids: ReadonlySet<Id>, id: Id): ReadonlySet<Id> =>
  ids.has(id) ? ids : new Set(ids).add(id);

const toggled = (ids: ReadonlySet<Id>, id: Id): ReadonlySet<Id> => {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
};

/** Client rows rendered at a time ('Show more clients' adds as many again). */
const CLIENT_PAGE = 50;

/** Where the last clicked search result points, so the page can scroll there once shown. */
interface RevealTarget {
  siteId: Id;
  subareaId: Id | null;
}

export interface SiteManagementProps {
  customers: readonly CustomerNode[];
  /** The data is being read again (after a move). */
  reloading: boolean;
}

/**
 * The loaded Site Management screen. Everything derived from the customer tree is computed once
 * per data load (memoised on `customers`); a filter change or a keystroke only re-filters.
 */
export function SiteManagement({ customers, reloading }: SiteManagementProps) {
  const queryClient = useQueryClient();
  const now = useNow();
  const customerId = useAtomValue(authStateAtom)?.customer_id;

  const groups = useMemo(() => clientGroups(customers), [customers]);
  const sites = useMemo(() => groups.flatMap((group) => group.sites), [groups]);
  const sitesById = useMemo(() => new Map(sites.map((site) => [site.id, site])), [sites]);
  const ownerOf = useMemo(() => clientOfSite(groups), [groups]);
  const summary = useMemo(() => siteManagementSummary(sites, now()), [sites, now]);
  const counts = useMemo(() => statusCounts(sites), [sites]);
  const clients = useMemo(() => clientOptions(groups), [groups]);
  const componentIndex = useMemo(() => buildComponentIndex(customers), [customers]);
  const destinations = useMemo(
    () =>
      distinctSiteNames(
        moveDestinations(customers, customerId),
        (siteId) => sitesById.get(siteId)?.city,
      ),
    [customers, customerId, sitesById],
  );
  const allSitesTree = useMemo(() => buildAllSitesTree(groups), [groups]);

  const [filters, setFilters] = useState<SiteFilters>({ status: 'all', clientId: 'all' });
  // The filter buttons answer at once; the list follows as a deferred render that a next click
  // can interrupt, so a filter change never holds up the next paint.
  const deferredFilters = useDeferredValue(filters);
  const filtering = deferredFilters !== filters;
  const visibleGroups = useMemo(
    () => visibleClientGroups(groups, deferredFilters),
    [groups, deferredFilters],
  );
  // Read when a search result is chosen, so the search keeps its props when the filters change.
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const [shownClients, setShownClients] = useState(CLIENT_PAGE);
  const changeFilters = useCallback((next: SiteFilters) => {
    setFilters(next);
    setShownClients(CLIENT_PAGE);
  }, []);
  const showMoreClients = useCallback(() => setShownClients((shown) => shown + CLIENT_PAGE), []);

  const [expandedClients, setExpandedClients] = useState<ReadonlySet<Id>>(() => new Set());
  const [expandedSites, setExpandedSites] = useState<ReadonlySet<Id>>(() => new Set());
  const [moveSource, setMoveSource] = useState<MoveSource | null>(null);
  const [managerEmailSite, setManagerEmailSite] = useState<Site | null>(null);
  const [revealTarget, setRevealTarget] = useState<RevealTarget | null>(null);

  // A search result was chosen: show where that component sits.
  const showMatch = useCallback(
    ({ siteId, subareaId }: ComponentMatch) => {
      const site = sitesById.get(siteId);
      const clientId = ownerOf.get(siteId);
      if (!site || clientId === undefined) return;
      const revealing = filtersRevealing(filtersRef.current, site, clientId);
      setFilters(revealing);
      // The client's row must be among the rendered pages.
      const position = visibleClientGroups(groups, revealing).findIndex(
        ({ group }) => group.client.id === clientId,
      );
      setShownClients((shown) =>
        Math.max(shown, Math.ceil((position + 1) / CLIENT_PAGE) * CLIENT_PAGE),
      );
      setExpandedClients((current) => withId(current, clientId));
      setExpandedSites((current) => withId(current, siteId));
      setRevealTarget({ siteId, subareaId });
    },
    [sitesById, ownerOf, groups],
  );
  const search = useMemo(
    () => <ComponentSearch index={componentIndex} onShow={showMatch} />,
    [componentIndex, showMatch],
  );

  // Once the revealed site is on screen: bring it into view and move focus to it.
  useEffect(() => {
    // Wait for the list to show the revealing filters: the row may only exist then.
    if (!revealTarget || filtering) return;
    const row = document.getElementById(siteRowId(revealTarget.siteId));
    const subarea =
      revealTarget.subareaId === null
        ? null
        : document.getElementById(subareaRowId(revealTarget.siteId, revealTarget.subareaId));
    (subarea ?? row)?.scrollIntoView({ block: 'center' });
    row?.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
    setRevealTarget(null);
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
        counts={counts}
        clients={clients}
        onChange={changeFilters}
        search={search}
      />
      <ClientList
        groups={visibleGroups}
        totalClients={groups.length}
        expandedClients={expandedClients}
        expandedSites={expandedSites}
        allSitesTree={allSitesTree}
        actions={actions}
        busy={reloading || filtering}
        shown={shownClients}
        onShowMore={showMoreClients}
      />
      {moveSource && (
        <MoveFlow
          source={moveSource}
          destinations={destinations}
          onCancel={() => setMoveSource(null)}
          onMoved={finishMove}
        />
      )}
      <ManagerEmailModal site={managerEmailSite} onClose={() => setManagerEmailSite(null)} />
    </>
  );
}
