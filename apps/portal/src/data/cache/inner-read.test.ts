import { CancelledError, QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { INNER_READ_TRIES, InnerReadCancelledError, readInside } from './inner-read';

// A read awaited inside another query's function, while a component observing the same read
// mounts and unmounts at once (StrictMode's trial mount, or a screen left): TanStack Query then
// cancels the read in flight, since no observer is left (TanStack/query#9798).

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => client.clear());

/** The outer query's signal, not aborted. */
const reading = () => new AbortController().signal;

/** A component observing `options` that mounts and unmounts at once. */
function trialMount(options: { queryKey: QueryKey }) {
  new QueryObserver(client, options).subscribe(() => undefined)();
}

/**
 * A shared read whose first `hanging` fetches wait until they are aborted (they use the signal,
 * as the API client's calls do), each observed by a trial mount; later ones answer at once.
 */
function sharedRead(hanging: number) {
  let fetches = 0;
  const options = {
    queryKey: ['capabilities'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      fetches += 1;
      if (fetches > hanging) return Promise.resolve(['inspectionSites']);
      queueMicrotask(() => trialMount(options));
      return new Promise<string[]>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    },
  };
  return { options, fetches: () => fetches };
}

describe('readInside', () => {
  it('is needed: fetchQuery of a read a leaving component cancels rejects with a CancelledError', async () => {
    const { options } = sharedRead(1);
    await expect(client.fetchQuery(options)).rejects.toBeInstanceOf(CancelledError);
  });

  it('reads again when someone else cancelled the read, and answers', async () => {
    const shared = sharedRead(1);
    await expect(readInside(client, shared.options, reading())).resolves.toEqual([
      'inspectionSites',
    ]);
    expect(shared.fetches()).toBe(2);
  });

  it(`fails as an ordinary error after ${INNER_READ_TRIES} cancelled reads`, async () => {
    const shared = sharedRead(Number.POSITIVE_INFINITY);
    const error = await readInside(client, shared.options, reading()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InnerReadCancelledError);
    expect(error).not.toBeInstanceOf(CancelledError);
    expect(shared.fetches()).toBe(INNER_READ_TRIES);
  });

  it('reads nothing again once the outer read is cancelled itself (its screen gone)', async () => {
    const shared = sharedRead(1);
    const outer = new AbortController();
    outer.abort();
    await expect(readInside(client, shared.options, outer.signal)).rejects.toBeInstanceOf(
      CancelledError,
    );
    expect(shared.fetches()).toBe(1);
  });

  it('lets an error of the read through as it is', async () => {
    const failure = new Error('no network');
    const options = { queryKey: ['capabilities'], queryFn: () => Promise.reject(failure) };
    await expect(readInside(client, options, reading())).rejects.toBe(failure);
  });
});
