import { describe, expect, it } from 'vitest';
import { buildItem, buildSite, buildTree } from '../testing/builders';
import { buildComponentIndex, searchComponents } from './search';
import { itemDisplayName, managerName, siteLocation, siteStatusTone } from './site-details';
import {
  allocationRows,
  allSites,
  filterSites,
  moveDestinations,
  siteTonnageKg,
  sortSitesByStartDateDesc,
  statusCounts,
} from './tree';

const status = (code: string) => ({ code, name: code });

const stockedSite = buildSite({
  id: 10,
  name: 'Riverside',
  inventory_items: [
    buildItem({
      id: 1,
      name: 'Cuplock Standard 3m',
      quantity: 100,
      weight_in_kg: 15.5,
      allocations: [{ id: 1, subarea_id: 100, quantity: 60 }],
    }),
    buildItem({ id: 2, name: undefined, item: { id: 7, name: 'Steel Tube 6m' }, quantity: 40 }),
  ],
  sublocations: [
    {
      id: 50,
      name: 'North Wing',
      subareas: [
        { id: 100, name: 'Level 1', allocations: [{ id: 1, inventory_item: 1, quantity: 60 }] },
        { id: 101, name: 'Level 2', allocations: [] },
      ],
    },
    { id: 51, name: 'Empty Wing', subareas: [] },
  ],
});

describe('site details', () => {
  it('colours site statuses: active green, pending yellow, anything else grey', () => {
    expect(siteStatusTone('active')).toBe('success');
    expect(siteStatusTone('pending')).toBe('warning');
    expect(siteStatusTone('completed')).toBe('neutral');
    expect(siteStatusTone('on-hold')).toBe('neutral');
  });
  it('names items by name, then catalogue name, then a placeholder', () => {
    expect(itemDisplayName({ name: 'Board' })).toBe('Board');
    expect(itemDisplayName({ item: { id: 1, name: 'Tube' } })).toBe('Tube');
    expect(itemDisplayName({ name: '  ', item: { id: 1, name: 'Tube' } })).toBe('Tube');
    expect(itemDisplayName({})).toBe('Unnamed item');
  });
  it('names the manager or says none is assigned', () => {
    expect(managerName({ manager: { first_name: 'Ada', last_name: 'Lovelace' } })).toBe(
      'Ada Lovelace',
    );
    expect(managerName({ manager: null })).toBeNull();
    expect(managerName({ manager: { first_name: '', last_name: '' } })).toBeNull();
  });
  it('locates a site by location, else city and state', () => {
    expect(siteLocation({ location: '1 High St', city: 'Leeds' })).toBe('1 High St');
    expect(siteLocation({ location: '', city: 'Leeds', state: 'West Yorkshire' })).toBe(
      'Leeds, West Yorkshire',
    );
    expect(siteLocation({ city: null, state: 'Kent' })).toBe('Kent');
    expect(siteLocation({})).toBeNull();
  });
});

describe('site tree helpers', () => {
  it('weighs a site: Σ quantity × (weight_in_kg ?? weight ?? 0)', () => {
    const site = buildSite({
      id: 1,
      inventory_items: [
        buildItem({ id: 1, quantity: 10, weight_in_kg: 2.5, weight: 99 }),
        buildItem({ id: 2, quantity: 4, weight_in_kg: undefined, weight: 3 }),
        buildItem({ id: 3, quantity: 7, weight_in_kg: undefined, weight: undefined }),
      ],
    });
    expect(siteTonnageKg(site)).toBe(37);
  });

  it('flattens the tree and fills in the client a site sits under', () => {
    const tree = buildTree([
      { id: 1, name: 'Acme', sites: [buildSite({ id: 1 }), buildSite({ id: 2 })] },
      { id: 2, sites: [buildSite({ id: 3, client: { id: 2, name: 'Given' } })] },
    ]);
    const sites = allSites(tree);
    expect(sites.map((site) => site.id)).toEqual([1, 2, 3]);
    expect(sites[0]?.client).toEqual({ id: 1, name: 'Acme' });
    expect(sites[2]?.client).toEqual({ id: 2, name: 'Given' });
  });

  it('counts and filters by status and client', () => {
    const sites = [
      buildSite({ id: 1, status: status('active'), client: { id: 1, name: 'A' } }),
      buildSite({ id: 2, status: status('pending'), client: { id: 2, name: 'B' } }),
      buildSite({ id: 3, status: status('completed'), client: { id: 1, name: 'A' } }),
      buildSite({ id: 4, status: status('archived'), client: { id: 1, name: 'A' } }),
    ];
    expect(statusCounts(sites)).toEqual({ all: 4, active: 1, pending: 1, completed: 1 });
    expect(filterSites(sites, { status: 'all' }).map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(filterSites(sites, { status: 'completed' }).map((s) => s.id)).toEqual([3]);
    expect(filterSites(sites, { clientId: 1 }).map((s) => s.id)).toEqual([1, 3, 4]);
    expect(filterSites(sites, { status: 'active', clientId: 2 })).toEqual([]);
  });

  it('sorts by start date newest first, undated last in given order', () => {
    const sites = [
      buildSite({ id: 1, start_date: '2025-01-01' }),
      buildSite({ id: 2, start_date: null }),
      buildSite({ id: 3, start_date: '2026-02-01' }),
      buildSite({ id: 4 }),
      buildSite({ id: 5, start_date: '2025-06-01T08:00:00Z' }),
    ];
    expect(sortSitesByStartDateDesc(sites).map((s) => s.id)).toEqual([3, 5, 1, 2, 4]);
  });

  it('lists allocation rows with item names, allocation and available quantities', () => {
    expect(allocationRows(stockedSite)).toEqual([
      {
        sublocationId: 50,
        sublocationName: 'North Wing',
        subareaId: 100,
        subareaName: 'Level 1',
        allocationId: 1,
        itemId: 1,
        itemName: 'Cuplock Standard 3m',
        quantity: 60,
        available: 40,
      },
    ]);
  });

  it('lists move destinations of the customer, skipping places without a subarea', () => {
    const tree = [
      ...buildTree([{ id: 1, sites: [stockedSite, buildSite({ id: 11 })] }], 1),
      ...buildTree(
        [{ id: 2, sites: [buildSite({ id: 12, sublocations: stockedSite.sublocations })] }],
        2,
      ),
    ];
    const mine = moveDestinations(tree, 1);
    expect(mine).toEqual([
      {
        id: 10,
        name: 'Riverside',
        sublocations: [
          {
            id: 50,
            name: 'North Wing',
            subareas: [
              { id: 100, name: 'Level 1' },
              { id: 101, name: 'Level 2' },
            ],
          },
        ],
      },
    ]);
    expect(moveDestinations(tree).map((site) => site.id)).toEqual([10, 12]);
  });
});

describe('component search', () => {
  const index = buildComponentIndex(buildTree([{ id: 1, sites: [stockedSite] }]));

  it('finds allocations and unallocated stock, case-insensitively', () => {
    expect(searchComponents(index, 'CUPLOCK')).toEqual([
      {
        itemId: 1,
        itemName: 'Cuplock Standard 3m',
        siteId: 10,
        siteName: 'Riverside',
        sublocationId: 50,
        sublocationName: 'North Wing',
        subareaId: 100,
        subareaName: 'Level 1',
        quantity: 60,
      },
      {
        itemId: 1,
        itemName: 'Cuplock Standard 3m',
        siteId: 10,
        siteName: 'Riverside',
        sublocationId: null,
        sublocationName: null,
        subareaId: null,
        subareaName: null,
        quantity: 40,
      },
    ]);
    expect(searchComponents(index, ' tube ').map((m) => m.itemName)).toEqual(['Steel Tube 6m']);
  });

  it('finds nothing for an empty query or no match, and honours the limit', () => {
    expect(searchComponents(index, '')).toEqual([]);
    expect(searchComponents(index, 'ladder')).toEqual([]);
    expect(searchComponents(index, 'm', 1)).toHaveLength(1);
  });

  it('searches a list of sites directly too', () => {
    expect(searchComponents([stockedSite], 'steel')).toHaveLength(1);
  });
});
