import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readKey } from '../../../data/cache/query-keys';
import { afterStoredNote } from './after-stored-note';

describe('afterStoredNote', () => {
  it("marks every site's hire and the hire figures stale, and nothing else", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const siteHire = readKey('siteHire', { site_id: 7 });
    const otherSite = readKey('siteHire', { site_id: 8 });
    const overview = readKey('hireOverview');
    const customer = readKey('customerData');
    for (const key of [siteHire, otherSite, overview, customer]) client.setQueryData(key, {});
    afterStoredNote(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(siteHire)).toBe(true);
    expect(stale(otherSite)).toBe(true);
    expect(stale(overview)).toBe(true);
    expect(stale(customer)).toBe(false);
  });
});
