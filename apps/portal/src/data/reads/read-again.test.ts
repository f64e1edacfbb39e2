import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readKey } from '../cache/query-keys';
import { readAgain } from './read-again';

// A spec-only server as the screens meet it: the Inspections figures are computed on the device
// from the spec's get_customer_inspections answer, kept fresh in the cache for 30 s.
let stored = 136;
const sourceReads: number[] = [];
const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false } },
});
const source = {
  queryKey: readKey('customerInspections', { customer_id: 1 }),
  queryFn: async () => {
    sourceReads.push(stored);
    return { total: stored };
  },
};
const computed = {
  queryKey: readKey('inspectionSummary'),
  queryFn: async ({ client: cache }: { client: QueryClient }) => ({
    total: (await cache.fetchQuery(source)).total,
  }),
};

afterEach(() => {
  client.clear();
  sourceReads.length = 0;
  stored = 136;
});

describe('readAgain', () => {
  it('computes the answers again from the spec’s answers read after the write', async () => {
    const observer = new QueryObserver(client, computed);
    const unsubscribe = observer.subscribe(() => undefined);
    await expect(client.fetchQuery(computed)).resolves.toEqual({ total: 136 });

    stored = 137; // the save
    await readAgain(client, ['inspectionSummary']);

    expect(client.getQueryData(computed.queryKey)).toEqual({ total: 137 });
    // The source was read twice in all: once for the first answer, once after the write.
    expect(sourceReads).toEqual([136, 137]);
    unsubscribe();
  });

  it('reads the source once however many computed answers are read again together', async () => {
    const other = { ...computed, queryKey: readKey('inspectionSites') };
    const observers = [computed, other].map((options) => new QueryObserver(client, options));
    const unsubscribes = observers.map((observer) => observer.subscribe(() => undefined));
    await Promise.all([client.fetchQuery(computed), client.fetchQuery(other)]);
    expect(sourceReads).toEqual([136]);

    stored = 140;
    await readAgain(client, ['inspectionSummary', 'inspectionSites']);

    expect(client.getQueryData(other.queryKey)).toEqual({ total: 140 });
    expect(sourceReads).toEqual([136, 140]);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });

  it('is needed: invalidating the computed answer alone computes it from the old source', async () => {
    const observer = new QueryObserver(client, computed);
    const unsubscribe = observer.subscribe(() => undefined);
    await client.fetchQuery(computed);
    stored = 137;
    await client.invalidateQueries({ queryKey: computed.queryKey });
    expect(client.getQueryData(computed.queryKey)).toEqual({ total: 136 });
    unsubscribe();
  });
});
