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

  // Each call is made on first use and kept, so a screen sees one stable function per call. A
  // proxy rather than a list of names: every call of ApiClient is there without being written
  // again here (and /login's first load stays within budget). Not a thenable: `then` is no call.
  const made = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const onSessionExpired: ApiClient['onSessionExpired'] = (listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return new Proxy({ onSessionExpired } as ApiClient, {
    get(target, name) {
      if (name === 'onSessionExpired' || typeof name !== 'string' || name === 'then') {
        return Reflect.get(target, name);
      }
      let call = made.get(name);
      if (!call) {
        call = async (...args) => {
          const real = await client();
          return (real[name as CallName] as (...rest: unknown[]) => unknown)(...args);
        };
        made.set(name, call);
      }
      return call;
    },
  });
}
