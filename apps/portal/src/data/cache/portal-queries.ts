import { isAbortError } from '@scaffold/api-client';
import { type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { offlineDb } from '../../offline/offline-db';
import { type Owner, ownerOf } from '../../offline/owner';
import type { PortalServices } from '../../services/portal-services';
import { authStateAtom, isSignedInAtom } from '../../session/session-atoms';
import { forgetKeptBeside } from './kept-beside';
import { createOfflineCopy, type OfflineCopy } from './persisted-cache';
import { settledRead } from './settled-read';

export interface PortalQueryMeta extends Record<string, unknown> {
  /** false: not kept in the offline copy (the spec's whole-customer answers, large). */
  persist?: boolean;
  /**
   * Called once per failed read (the screen's error policy, PRODUCT.md "Messages"); `shown` says whether
   * the screen still shows an earlier answer.
   */
  onFailure?: (error: unknown, shown: boolean) => void;
  /**
   * true: a record read again each time it is opened (an inspection: the client may still sign
   * it). Its read does not wait for the offline copy's look; a kept answer shows meanwhile
   * (persisted-cache.ts).
   */
  revalidate?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PortalQueryMeta;
  }
}

/** A screen's answer counts as fresh this long; after it, showing it reads it again. */
export const FRESH_FOR_MS = 30_000;

export interface PortalQueries {
  client: QueryClient;
  /** The signed-in user's offline copy, null when signed out. */
  copy: () => OfflineCopy | null;
  /**
   * Logout: the user's answers leave the device and the memory. Synchronously stops every write
   * of their copy (a read finishing later keeps nothing), then deletes what was kept.
   */
  forget: () => Promise<void>;
}

const byServices = new WeakMap<PortalServices, PortalQueries>();

/** When the browser is idle: sweeping old answers must not hold up a screen. */
const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 10_000 });
  else setTimeout(work, 1000);
};

/**
 * The one query cache of a portal instance (the app makes one; each story its own, since each
 * has its own services): every screen reads through it, so a screen finds what another read.
 * It follows the signed-in user: another user (or none) empties it and closes the previous
 * user's offline copy.
 */
export function portalQueries(services: PortalServices): PortalQueries {
  const existing = byServices.get(services);
  if (existing) return existing;

  let owner: Owner | null = null;
  let copy: OfflineCopy | null = null;
  // The copy of the user whose session just ended: a logout ends the session before it hands
  // the device over (session/log-out.ts), so forget() must still reach it.
  let leftBehind: OfflineCopy | null = null;
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isAbortError(error)) return;
        query.meta?.onFailure?.(error, query.state.data !== undefined);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        gcTime: 10 * 60_000,
        // Each screen has its own policy (PRODUCT.md "Messages"): none retries by itself here.
        retry: false,
        // Only for a signed-in user (a screen on its way to /login after logout reads nothing).
        enabled: () => services.store.get(isSignedInAtom),
        // A read with no connection still runs: it fails at once and the kept answer shows.
        networkMode: 'always',
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // Every query function runs through here, so each read settles (settled-read.ts).
        persister: (queryFn, context, query) =>
          settledRead(query.queryKey, () =>
            copy ? copy.persisterFn(queryFn, context, query) : queryFn(context),
          ),
      },
    },
  });

  // An answer set by hand (a saved inspection, a move) is kept like a read one.
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !event.action.manual) return;
    void copy?.keep(event.query as Query).catch(() => undefined);
  });

  const follow = () => {
    const auth = services.store.get(authStateAtom);
    const next = auth ? ownerOf(auth) : null;
    if (next === owner) return;
    if (copy) {
      copy.close();
      leftBehind = copy;
    }
    client.clear();
    // A user who was signed in before this page load keeps the session's answer.
    if (owner !== null) forgetKeptBeside();
    owner = next;
    copy =
      next && services.offlineCopy
        ? createOfflineCopy({
            owner: next,
            db: offlineDb,
            now: () => services.now().getTime(),
            check: async (query) => (await import('./kept-answer-check')).checkKeptAnswer(query),
          })
        : null;
    const created = copy;
    if (created) whenIdle(() => void created.collect().catch(() => undefined));
  };
  services.store.sub(authStateAtom, follow);
  follow();

  const queries: PortalQueries = {
    client,
    copy: () => copy,
    forget: async () => {
      const leaving = [copy, leftBehind];
      copy = null;
      leftBehind = null;
      client.clear();
      forgetKeptBeside();
      await Promise.all(leaving.map((left) => left?.forget()));
    },
  };
  byServices.set(services, queries);
  return queries;
}
