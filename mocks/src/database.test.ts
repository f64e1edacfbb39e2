import { customerDataResponseSchema } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { MOCK_NOW } from './constants';
import { mockNow } from './db/clock';
import { exportDatabase, getDatabase, importDatabase, resetDatabase } from './db/database';
import { call, login, useMockServer } from './test-support';

useMockServer();

const siteCount = (customerId: number) =>
  getDatabase()
    .customers.find((customer) => customer.id === customerId)
    ?.clients.reduce((total, client) => total + client.sites.length, 0);

describe('the mock database', () => {
  it('is seeded the same way every time', () => {
    const first = exportDatabase();
    resetDatabase();
    expect(exportDatabase() === first).toBe(true);
    expect(getDatabase().referenceDate).toBe(MOCK_NOW);
  });

  it('holds customer 1 (75 sites), customer 2 (4 sites) and the four demo users', () => {
    const db = getDatabase();
    expect(db.customers.map((customer) => [customer.id, customer.name])).toEqual([
      [1, 'Summit Scaffolding Ltd'],
      [2, 'Pennine Access Scaffolding Ltd'],
    ]);
    expect(siteCount(1)).toBe(75);
    expect(siteCount(2)).toBe(4);
    expect(db.users.map((user) => user.email)).toEqual([
      'admin@demo.scaffold.test',
      'manager@demo.scaffold.test',
      'staff@demo.scaffold.test',
      'owner@other.scaffold.test',
    ]);
  });

  it('hands out copies: changing what getDatabase() returns changes nothing', () => {
    const copy = getDatabase();
    copy.customers[0]?.clients.splice(0);
    copy.users.splice(0);
    expect(getDatabase().customers[0]?.clients).toHaveLength(50);
    expect(getDatabase().users).toHaveLength(4);
  });

  it('seeds 10× the sample (750 sites) and serves it', async () => {
    resetDatabase({ scale: 10 });
    expect(siteCount(1)).toBe(750);
    const { access } = await login();
    const data = customerDataResponseSchema.parse(
      (await call('customerData', { token: access })).json,
    );
    expect(data.customers[0]?.clients.flatMap((client) => client.sites)).toHaveLength(750);
  });

  it('can place the seeded dates around another reference date and run a live clock', () => {
    resetDatabase({ referenceDate: '2027-03-01T09:00:00.000Z', clock: 'live' });
    expect(getDatabase().referenceDate).toBe('2027-03-01T09:00:00.000Z');
    expect(Math.abs(mockNow().getTime() - Date.now())).toBeLessThan(5000);
  });

  it('exports and imports itself; an unusable import changes nothing', async () => {
    await login();
    const saved = exportDatabase();
    resetDatabase();
    expect(exportDatabase() === saved).toBe(false);
    expect(importDatabase(saved)).toBe(true);
    expect(exportDatabase() === saved).toBe(true);
    expect(importDatabase('{not json')).toBe(false);
    expect(importDatabase(JSON.stringify({ ...JSON.parse(saved), version: 0 }))).toBe(false);
    expect(exportDatabase() === saved).toBe(true);
  });
});

describe('the facts MockApi.mdx documents', () => {
  const sites = () => (getDatabase().customers[0]?.clients ?? []).flatMap((client) => client.sites);
  const nowMs = Date.parse(MOCK_NOW);

  it('overdue, never-inspected and manager-less sites', () => {
    const all = sites();
    const ids = (predicate: (site: (typeof all)[number]) => boolean) =>
      all
        .filter(predicate)
        .map((site) => site.id)
        .sort((a, b) => a - b);
    expect(
      ids((s) => Boolean(s.next_inspection_date && Date.parse(s.next_inspection_date) < nowMs)),
    ).toEqual([5, 11, 17, 23, 29]);
    expect(ids((s) => s.status.code === 'active' && !s.last_inspection_date)).toEqual([8, 18, 28]);
    expect(ids((s) => !s.manager)).toEqual([5, 14, 23, 32, 41, 50, 59, 68]);
    expect(all.reduce((total, site) => total + site.inspections.length, 0)).toBe(136);
    expect(getDatabase().customers[0]?.clients.some((client) => client.sites.length === 0)).toBe(
      true,
    );
  });
});
