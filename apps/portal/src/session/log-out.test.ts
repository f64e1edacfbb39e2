import type { ApiClient } from '@scaffold/api-client';
import { clearNotifications } from '@scaffold/ui';
import { describe, expect, it, vi } from 'vitest';
import { createPortalServices } from '../services/portal-services';
import { authStateAtom, sessionEndedAtom } from '../session/session-atoms';
import { logOut, onHandOver } from './log-out';

vi.mock('@scaffold/ui', async (original) => ({
  ...(await original<typeof import('@scaffold/ui')>()),
  clearNotifications: vi.fn(),
}));

const AUTH = {
  access: 'access-1',
  refresh: 'refresh-1',
  customer_id: 1,
  role: 'staff',
  email: 'staff@demo.scaffold.test',
  isAdmin: false,
  isManager: false,
  isStaff: true,
  first_name: 'Tom',
  last_name: 'Hughes',
  customers: [],
} as const;

function signedIn(logout: ApiClient['logout']) {
  const services = createPortalServices();
  services.store.set(authStateAtom, { ...AUTH, customers: [] });
  return { store: services.store, api: { ...services.api, logout } };
}

describe('logOut (local first)', () => {
  it('ends the session before the server hears of it, and hands the client the ended tokens', async () => {
    let signedInWhenCalled: unknown = 'not called';
    const services = signedIn(
      vi.fn(async () => {
        signedInWhenCalled = services.store.get(authStateAtom);
      }),
    );
    await logOut(services);
    expect(signedInWhenCalled).toBeNull();
    expect(services.api.logout).toHaveBeenCalledWith({
      tokens: { access: 'access-1', refresh: 'refresh-1' },
    });
    expect(services.store.get(sessionEndedAtom)).toEqual({ reason: 'logout' });
  });

  it('leaves nothing of the session behind: its notices and what modules keep in memory go', async () => {
    vi.mocked(clearNotifications).mockClear();
    const services = signedIn(async () => undefined);
    const forget = vi.fn();
    const stop = onHandOver(forget);
    await logOut(services);
    stop();
    expect(clearNotifications).toHaveBeenCalledOnce();
    expect(forget).toHaveBeenCalledOnce();
  });

  it("signs out and resolves when the API client's code cannot load (offline after a deploy)", async () => {
    const services = signedIn(() => Promise.reject(new TypeError('Failed to fetch module')));
    await expect(logOut(services)).resolves.toBeUndefined();
    expect(services.store.get(authStateAtom)).toBeNull();
  });

  it('signs out at once when the server never answers', async () => {
    const services = signedIn(() => new Promise<void>(() => {}));
    void logOut(services);
    expect(services.store.get(authStateAtom)).toBeNull();
  });
});
