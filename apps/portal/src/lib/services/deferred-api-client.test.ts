import { type ApiClient, createApiClient, createMemorySession } from '@scaffold/api-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { describe, expect, it, vi } from 'vitest';
import { deferredApiClient } from './deferred-api-client';

// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's hooks for this file, not React's.
useMockServer();

function deferred() {
  const session = createMemorySession();
  const load = vi.fn(async () => createApiClient({ baseUrl: 'http://portal.test', session }));
  return { api: deferredApiClient(load), load, session };
}

describe('deferredApiClient', () => {
  it('loads the client once, on the first call, and forwards every call by its name', async () => {
    const { api, load, session } = deferred();
    expect(load).not.toHaveBeenCalled();
    const tokens = await api.login({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD });
    session.setTokens(tokens);
    const capabilities = await api.getCapabilities();
    const page = await api.listSites({ page_size: 2 });
    expect(capabilities?.calls).toContain('siteList');
    expect(page.results).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps one function per call, and is not mistaken for a promise', async () => {
    const { api, load } = deferred();
    expect(api.listSites).toBe(api.listSites);
    expect(await Promise.resolve(api)).toBe(api);
    expect((api as ApiClient & { then?: unknown }).then).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });
});
