import type { ApiClient, SessionExpiredListener } from '@scaffold/api-client';

type CallName = Exclude<keyof ApiClient, 'onSessionExpired'>;

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

  const onSessionExpired: ApiClient['onSessionExpired'] = (listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  // Every call forwarded by its name, none listed: no call the client gains can be missing here,
  // and /login's path (at its budget) does not grow with the API. One function per name, so a
  // call keeps its identity; 'then' is not a call (the client is not a promise).
  const forwarders = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({ onSessionExpired } as ApiClient, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || name in target || name === 'then') {
        return Reflect.get(target, name, receiver);
      }
      let forward = forwarders.get(name);
      if (!forward) {
        forward = async (...args) => {
          const real = await client();
          return (real[name as CallName] as (...rest: unknown[]) => unknown)(...args);
        };
        forwarders.set(name, forward);
      }
      return forward;
    },
  });
}
