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
  // Any other name is a call that loads the client first: a call added to ApiClient needs
  // nothing here, and the page's first load carries no list of names. Each call is made once
  // (the same function every time it is read, as a hook's dependency expects). 'then' stays
  // absent, so the client is never taken for a promise.
  const calls = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const callNamed = (name: string) => {
    let call = calls.get(name);
    if (!call) {
      call = async (...args: unknown[]) => {
        const real = await client();
        return (real[name as CallName] as (...rest: unknown[]) => unknown)(...args);
      };
      calls.set(name, call);
    }
    return call;
  };
  return new Proxy({ onSessionExpired } as ApiClient, {
    get: (target, name) =>
      name in target || typeof name !== 'string' || name === 'then'
        ? Reflect.get(target, name)
        : callNamed(name),
  });
}
