import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { unreachableAtom, watchConnection } from './reachability';

const answered = async () => new Response('{}', { status: 503 });
const noNetwork = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('watchConnection', () => {
  it('learns that the network is gone from a request that got no answer, whatever navigator.onLine says', async () => {
    const store = createStore();
    await expect(watchConnection(noNetwork, store)('/api/x')).rejects.toThrow('Failed to fetch');
    expect(store.get(unreachableAtom)).toBe(true);
  });

  it('learns that it is back from any answer, an error status too', async () => {
    const store = createStore();
    store.set(unreachableAtom, true);
    const response = await watchConnection(answered, store)('/api/x');
    expect(response.status).toBe(503);
    expect(store.get(unreachableAtom)).toBe(false);
  });

  it('does not count a request the portal itself aborted', async () => {
    const store = createStore();
    const controller = new AbortController();
    controller.abort();
    const aborted = async (): Promise<Response> => {
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(
      watchConnection(aborted, store)('/api/x', { signal: controller.signal }),
    ).rejects.toThrow('aborted');
    expect(store.get(unreachableAtom)).toBe(false);
  });
});
