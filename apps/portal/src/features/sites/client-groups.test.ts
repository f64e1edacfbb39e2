import type { Site } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { clientChoiceOptions } from './client-groups';
import { filtersRevealing } from './reveal';

const site = (id: number, code: string, start: string | null, client?: Site['client']): Site => ({
  id,
  name: `Site ${id}`,
  start_date: start,
  status: { code, name: code },
  client,
  inspections: [],
  sublocations: [],
  inventory_items: [],
});

describe('clientChoiceOptions', () => {
  it('offers the clients in the order given, by id and name', () => {
    expect(
      clientChoiceOptions([
        { id: 11, name: 'Abbey Estates' },
        { id: 10, name: 'Wharf Homes' },
      ]),
    ).toEqual([
      { value: '11', label: 'Abbey Estates' },
      { value: '10', label: 'Wharf Homes' },
    ]);
  });
});

describe('filtersRevealing', () => {
  const pending = site(2, 'pending', null);
  it('keeps filters that already show the site', () => {
    const filters = { status: 'pending', clientId: 10 } as const;
    expect(filtersRevealing(filters, pending.status.code, 10)).toBe(filters);
  });
  it('clears the filter hiding the site', () => {
    expect(filtersRevealing({ status: 'active', clientId: 10 }, pending.status.code, 10)).toEqual({
      status: 'all',
      clientId: 10,
    });
    expect(filtersRevealing({ status: 'pending', clientId: 11 }, pending.status.code, 10)).toEqual({
      status: 'pending',
      clientId: 'all',
    });
  });
});
