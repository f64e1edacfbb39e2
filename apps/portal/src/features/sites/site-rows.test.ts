import type { SiteRow } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { foundComponent, resultCount, summaryOfOverview, withPinnedSite } from './site-rows';

describe('summaryOfOverview', () => {
  it('reads the cards’ figures from the siteOverview answer', () => {
    expect(
      summaryOfOverview({
        status_counts: { all: 4, active: 2, pending: 1, completed: 1 },
        summary: {
          active_sites: 2,
          total_sites: 4,
          equipment_deployed: 310,
          monthly_revenue: 12_345,
          utilization_rate: null,
        },
        client_count: 3,
      }),
    ).toEqual({
      activeSites: 2,
      totalSites: 4,
      equipmentDeployed: 310,
      monthlyRevenue: 12_345,
      utilizationRate: null,
    });
  });
});

describe('foundComponent', () => {
  it('maps a componentSearch row to a result with its site’s status and client', () => {
    const found = foundComponent({
      item_id: 7,
      item_name: 'Ladder Beam',
      site_id: 3,
      site_name: 'Quay Street',
      site_status: 'pending',
      client_id: 11,
      sublocation_id: null,
      sublocation_name: null,
      subarea_id: null,
      subarea_name: null,
      quantity: 12,
    });
    expect(found).toEqual({
      itemId: 7,
      itemName: 'Ladder Beam',
      siteId: 3,
      siteName: 'Quay Street',
      sublocationId: null,
      sublocationName: null,
      subareaId: null,
      subareaName: null,
      quantity: 12,
      siteStatus: 'pending',
      clientId: 11,
    });
  });
});

describe('resultCount', () => {
  it('says none, one, several, or the first of more', () => {
    expect(resultCount(0, false, 'tube')).toBe('No components match “tube”.');
    expect(resultCount(1, false, 'tube')).toBe('1 place holds it.');
    expect(resultCount(3, false, 'tube')).toBe('3 places hold it.');
    expect(resultCount(50, true, 'tube')).toBe('Showing the first 50 places.');
  });
});

describe('withPinnedSite', () => {
  const row = (id: number): SiteRow => ({
    id,
    name: `Site ${id}`,
    start_date: null,
    status: { code: 'active', name: 'Active' },
    client: { id: 1, name: 'Wharf Homes' },
  });
  it('lists a search result’s site first when the pages read do not have it', () => {
    expect(withPinnedSite([row(1), row(2)], row(9)).map((site) => site.id)).toEqual([9, 1, 2]);
  });
  it('leaves the rows as read when they have it, or nothing is pinned', () => {
    expect(withPinnedSite([row(1), row(9)], row(9)).map((site) => site.id)).toEqual([1, 9]);
    expect(withPinnedSite([row(1)], undefined).map((site) => site.id)).toEqual([1]);
  });
});
