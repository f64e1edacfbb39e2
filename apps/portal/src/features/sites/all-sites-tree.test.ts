import { type Id, pageOf, type SiteDetail, type SiteRow } from '@scaffold/domain';
import { describe, expect, it, vi } from 'vitest';
import { type AllSitesReads, clientNodes, pagedChildren, sublocationNodes } from './all-sites-tree';

const row = (id: Id, clientId: Id = 1): SiteRow => ({
  id,
  name: `Site ${id}`,
  location: null,
  city: null,
  state: null,
  start_date: null,
  end_date: null,
  expected_end_date: null,
  status: { code: 'active', name: 'Active' },
  client: { id: clientId, name: `Client ${clientId}` },
});

const detail = (id: Id, clientId: Id): SiteDetail =>
  ({
    ...row(id, clientId),
    sublocations: [
      { id: 7, name: 'North', subareas: [{ id: 70, name: 'Lift 1', allocations: [] }] },
      { id: 8, name: 'Yard', subareas: [] },
    ],
    inspection_count: 0,
  }) as unknown as SiteDetail;

/** Five sites, two a page. */
const readPage = (page: number) =>
  Promise.resolve(
    pageOf(
      [1, 2, 3, 4, 5].map((id) => row(id)),
      page,
      2,
    ),
  );
const words = { more: 'Show more sites', empty: 'No sites yet.' };
const ids = (nodes: readonly { id: string }[]) => nodes.map((node) => node.id);

describe('pagedChildren', () => {
  it('reads a page at a time and offers the next while there is one', async () => {
    const first = await pagedChildren(
      readPage,
      (site) => ({ id: `s${site.id}`, label: site.name }),
      words,
    )();
    expect(ids(first.nodes)).toEqual(['s1', 's2']);
    expect(first.more?.label).toBe('Show more sites');
    const second = await first.more?.load();
    expect(ids(second?.nodes ?? [])).toEqual(['s3', 's4']);
    const last = await second?.more?.load();
    expect(ids(last?.nodes ?? [])).toEqual(['s5']);
    expect(last?.more).toBeUndefined();
  });

  it('lists a pinned row first when the first page lacks it, and never twice', async () => {
    const read = pagedChildren(
      readPage,
      (site) => ({ id: `s${site.id}`, label: site.name }),
      words,
      row(4),
    );
    const first = await read();
    expect(ids(first.nodes)).toEqual(['s4', 's1', 's2']);
    const second = await first.more?.load();
    expect(ids(second?.nodes ?? [])).toEqual(['s3']);
    // A read again (a retry) starts over.
    expect(ids((await read()).nodes)).toEqual(['s4', 's1', 's2']);
  });
});

describe('clientNodes', () => {
  const reads: AllSitesReads = {
    clientSites: vi.fn((_clientId: Id, page: number) => readPage(page)),
    siteDetails: vi.fn((siteId: Id) => Promise.resolve(detail(siteId, 1))),
  };

  it('lists the current site’s client first when it is not among those read; a client without sites is a leaf', () => {
    const nodes = clientNodes(
      [
        { id: 2, name: 'Abbey', site_count: 0 },
        { id: 3, name: 'Wharf', site_count: 1 },
      ],
      detail(9, 1),
      reads,
    );
    expect(ids(nodes)).toEqual(['client-1', 'client-2', 'client-3']);
    expect(nodes[1]?.loadChildren).toBeUndefined();
    expect(nodes[1]?.description).toBe('0 sites');
    expect(nodes[2]?.description).toBe('1 site');
  });

  it('reads a client’s sites (the current one among them) and a site’s sublocations on demand', async () => {
    const [client] = clientNodes([{ id: 1, name: 'Client 1', site_count: 5 }], detail(5, 1), reads);
    const sites = await client?.loadChildren?.();
    expect(reads.clientSites).toHaveBeenCalledWith(1, 1);
    expect(ids(sites?.nodes ?? [])).toEqual(['site-5', 'site-1', 'site-2']);
    const sublocations = await sites?.nodes[0]?.loadChildren?.();
    expect(reads.siteDetails).toHaveBeenCalledWith(5);
    expect(ids(sublocations?.nodes ?? [])).toEqual(['sublocation-7', 'sublocation-8']);
  });
});

describe('sublocationNodes', () => {
  it('names the subareas of each sublocation; one without subareas is a leaf', () => {
    const [north, yard] = sublocationNodes(detail(1, 1));
    expect(north?.description).toBe('1 subarea');
    expect(ids(north?.children ?? [])).toEqual(['subarea-70']);
    expect(yard?.children).toEqual([]);
  });
});
