import type { ApiClient } from '@scaffold/api-client';
import { describe, expect, it, vi } from 'vitest';
import { deferredApiClient } from './deferred-api-client';

describe('the deferred API client', () => {
  it('loads the client on the first call only, and passes every call through', async () => {
    const getComponentSystems = vi.fn(async () => ({ component_systems: [] }));
    const load = vi.fn(
      async () =>
        ({ getComponentSystems, onSessionExpired: () => () => {} }) as unknown as ApiClient,
    );
    const api = deferredApiClient(load);
    expect(load).not.toHaveBeenCalled();
    await api.getComponentSystems();
    await api.getComponentSystems({ timeoutMs: 5 });
    expect(load).toHaveBeenCalledOnce();
    expect(getComponentSystems).toHaveBeenLastCalledWith({ timeoutMs: 5 });
  });

  it('hands out the same function for a call each time (a hook dependency stays put)', () => {
    const api = deferredApiClient(async () => ({}) as ApiClient);
    expect(api.getCustomerData).toBe(api.getCustomerData);
  });

  it('is never taken for a promise', async () => {
    const api = deferredApiClient(async () => ({}) as ApiClient);
    await expect(Promise.resolve(api)).resolves.toBe(api);
  });
});
