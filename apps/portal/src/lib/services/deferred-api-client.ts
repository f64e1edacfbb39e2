import type { ApiClient, SessionExpiredListener } from '@scaffold/api-client';

type CallName = Exclude<keyof ApiClient, 'onSessionExpired'>;

/**
 * Every call of the client. `satisfies` makes a call added to ApiClient and missing here a type
 * error, so the deferred client can never lack a method.
 */
const CALLS = {
  login: true,
  refreshToken: true,
  logout: true,
  requestPasswordReset: true,
  getUsers: true,
  register: true,
  getCustomerData: true,
  getInspectionMetrics: true,
  getCustomerInspections: true,
  saveInspection: true,
  getComponentSystems: true,
  moveItems: true,
  listStockMovements: true,
  getCapabilities: true,
  getDashboardSummary: true,
  listSiteTonnage: true,
  listLowStock: true,
  getSiteOverview: true,
  listSites: true,
  listSiteClients: true,
  searchComponents: true,
  listMoveDestinations: true,
  getSiteDetails: true,
  listSiteInspections: true,
  getInspectionDetails: true,
  getInspectionSummary: true,
  listInspectionSites: true,
  listInventoryItems: true,
  listInventorySites: true,
  getMedia: true,
} as const satisfies Record<CallName, true>;

/**
 * An ApiClient whose code (and the zod schemas that parse every answer) is fetched on the first
 * call, not with the page: the screens a visitor opens first (/, /login) then load no zod at
 * all. Listeners of `onSessionExpired` are kept here and served by the real client once loaded.
 */
export function deferredApiClient(load: () => Promise<ApiClient>): ApiClient {
  const listeners = new Set<SessionExpiredListener>();
  let loaded: Promise<ApiClient> | undefined;
  const client = () => {
    if (!loaded) {
      loaded = load().then((real) => {
        real.onSessionExpired(() => {
          for (const listener of [...listeners]) listener();
        });
        return real;
      });
      // A chunk that failed to load (offline) is fetched again on the next call.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };

  const calls = Object.fromEntries(
    Object.keys(CALLS).map((name) => [
      name,
      async (...args: unknown[]) => {
        const real = await client();
        return (real[name as CallName] as (...rest: unknown[]) => unknown)(...args);
      },
    ]),
  ) as Omit<ApiClient, 'onSessionExpired'>;

  return {
    ...calls,
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
