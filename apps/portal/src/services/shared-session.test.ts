// Two tabs of one remembered session: two portal instances (stores, clients) over one
// localStorage, against the mock, which rotates the refresh token on every refresh.
import { authStateFromLogin, pathTo } from '@scaffold/domain';
import { createSession, DEMO_ACCOUNTS, expireAccessTokens, memoryStorage } from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_KEY, authStateAtom } from '../session/session-atoms';
import { STORED_SCHEMAS } from '../session/stored-schemas';
import { provideStoredSchemas } from '../session/validated-storage';
import { createPortalServices } from './portal-services';

// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's hooks for this file, not React's.
const server = useMockServer();
const EMAIL = DEMO_ACCOUNTS.staff.email;

function refreshesSeen() {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === pathTo('refresh')) count += 1;
  });
  return () => count;
}

/** A tab of the portal: it reads the session the device keeps, as a newly opened tab does. */
const openTab = () => createPortalServices({ baseUrl: 'https://api.example.com' });

describe('a remembered session shared by two tabs', () => {
  beforeEach(() => {
    provideStoredSchemas(STORED_SCHEMAS);
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    const first = openTab();
    first.store.set(authStateAtom, {
      ...authStateFromLogin(createSession(EMAIL), EMAIL),
      remember: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is kept on the device, and read by a tab opened later', () => {
    expect(localStorage.getItem(AUTH_STATE_KEY)).not.toBeNull();
    expect(sessionStorage.getItem(AUTH_STATE_KEY)).toBeNull();
    expect(openTab().store.get(authStateAtom)?.email).toBe(EMAIL);
  });

  it('a tab that meets a 401 after the other refreshed takes its rotated tokens instead of refreshing again', async () => {
    const a = openTab();
    const b = openTab();
    const spent = b.store.get(authStateAtom)?.refresh;
    const refreshes = refreshesSeen();
    expireAccessTokens();

    await a.api.getComponentSystems();
    const rotated = a.store.get(authStateAtom)?.refresh;
    expect(rotated).not.toBe(spent);
    expect(JSON.parse(localStorage.getItem(AUTH_STATE_KEY) ?? '{}').refresh).toBe(rotated);

    await b.api.getComponentSystems();
    expect(refreshes()).toBe(1);
    expect(b.store.get(authStateAtom)?.refresh).toBe(rotated);
  });

  it('two tabs refreshing at the same moment both stay signed in, with one pair', async () => {
    const a = openTab();
    const b = openTab();
    expireAccessTokens();
    await Promise.all([a.api.getComponentSystems(), b.api.getComponentSystems()]);
    const pair = a.store.get(authStateAtom);
    expect(b.store.get(authStateAtom)?.refresh).toBe(pair?.refresh);

    // And the pair they agree on goes on working.
    expireAccessTokens();
    await expect(b.api.getComponentSystems()).resolves.toBeDefined();
  });
});
