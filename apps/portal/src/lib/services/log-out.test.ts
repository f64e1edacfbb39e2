import type { ApiClient } from '@scaffold/api-client';
import { describe, expect, it, vi } from 'vitest';
import { authStateAtom, sessionEndedAtom } from '../session/session-atoms';
import { createPortalServices, logOut } from './portal-services';

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
    expect(services.store.get(sessionEndedAtom)).toBe(true);
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
