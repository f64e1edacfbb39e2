import { CancelledError, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortalServices } from '../../services/portal-services';
import { InnerReadCancelledError } from './inner-read';
import { portalQueries } from './portal-queries';

// The class of the Chromium 150 story hang: a query function that awaits another read
// (client.fetchQuery) which someone else cancels. The CancelledError it then throws was taken by
// TanStack Query for the query's own cancellation: nothing recorded, 'fetching' for good. Every
// read of the portal's query cache settles instead, whatever its function awaited.

const services = createPortalServices();
const { client } = portalQueries(services);
afterEach(() => client.clear());

/** A component observing `key` that mounts and unmounts at once (StrictMode's trial mount). */
function trialMount(cache: QueryClient, queryKey: readonly unknown[]) {
  new QueryObserver(cache, { queryKey, enabled: true }).subscribe(() => undefined)();
}

/** A read that waits, using its signal, until it is aborted; a component leaves it meanwhile. */
const cancelledByOthers = {
  queryKey: ['capabilities'],
  queryFn: ({ signal, client: cache }: { signal: AbortSignal; client: QueryClient }) => {
    queueMicrotask(() => trialMount(cache, ['capabilities']));
    return new Promise<string[]>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  },
};

/** A screen's read whose function awaits the read above as it is (not through readInside). */
const screenRead = {
  queryKey: ['inspectionSites', { pages: true }],
  queryFn: async ({ client: cache }: { client: QueryClient }) => ({
    count: (await cache.fetchQuery(cancelledByOthers)).length,
  }),
  staleTime: 0,
};

describe('every read of the portal query cache settles', () => {
  it('a first read fails with an ordinary error, never left fetching', async () => {
    const error = await client.fetchQuery(screenRead).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InnerReadCancelledError);
    expect(error).not.toBeInstanceOf(CancelledError);
    expect(client.getQueryState(screenRead.queryKey)).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
    });
  });

  it('a read again over a kept answer (the offline copy restored) fails and keeps the answer shown', async () => {
    client.setQueryData(screenRead.queryKey, { count: 7 });
    await expect(client.fetchQuery(screenRead)).rejects.toBeInstanceOf(InnerReadCancelledError);
    expect(client.getQueryState(screenRead.queryKey)).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
      data: { count: 7 },
    });
  });

  it("the read's own cancellation still cancels it (the screen went away)", async () => {
    const own = {
      queryKey: ['siteInspections', { site_id: 1 }],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        new Promise<number>((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    };
    const reading = client.fetchQuery(own).catch((caught: unknown) => caught);
    await client.cancelQueries({ queryKey: own.queryKey });
    expect(await reading).toBeInstanceOf(CancelledError);
    expect(client.getQueryState(own.queryKey)).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    });
  });
});
