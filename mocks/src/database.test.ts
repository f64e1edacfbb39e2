import { customerDataResponseSchema } from '@scaffold/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, MOCK_NOW } from './constants';
import { mockNow } from './db/clock';
import { exportDatabase, getDatabase, importDatabase, resetDatabase } from './db/database';
import type { DatabaseState } from './db/state';
import { call, login, savedInspectionBody, useMockServer } from './test-support';

useMockServer();
afterEach(() => {
  vi.restoreAllMocks();
});

type Db = Record<string, unknown>;
/** Sets a value at a dotted path of a saved database (undefined deletes it). */
function set(db: Db, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    db,
  );
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}
const firstSiteId = (db: Db) =>
  (db as unknown as DatabaseState).customers[0]?.clients[0]?.sites[0]?.id;
const forgedToken = {
  userId: 999,
  customerId: 1,
  serial: 1,
  issuedAtMs: 0,
  expiresAtMs: 9e12,
  revoked: false,
};

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
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-02T08:30:00.000Z') });
    try {
      expect(mockNow().toISOString()).toBe('2027-03-02T08:30:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('exports and imports itself whole; an unusable import changes nothing', async () => {
    const { access } = await login();
    // Every kind of record present: a saved inspection, a move's log, a registration, a reset.
    await call('saveInspection', { token: access, body: savedInspectionBody(1) });
    await call('passwordReset', { body: { email: DEMO_ACCOUNTS.staff.email } });
    const saved = exportDatabase();
    resetDatabase();
    expect(exportDatabase() === saved).toBe(false);
    expect(importDatabase(saved)).toBe(true);
    // The schema check drops and changes nothing of a database the mock wrote (keys may reorder).
    expect(JSON.parse(exportDatabase())).toEqual(JSON.parse(saved));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(importDatabase('{not json')).toBe(false);
    expect(importDatabase(JSON.stringify({ ...JSON.parse(saved), version: 0 }))).toBe(false);
    expect(JSON.parse(exportDatabase())).toEqual(JSON.parse(saved));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[mocks\] saved database refused/));
  });

  it.each([
    [
      'a negative stock',
      (db: Db) => set(db, 'customers.0.clients.0.sites.0.inventory_items.0.quantity', -5),
    ],
    ['an unknown role', (db: Db) => set(db, 'users.0.role', 'superuser')],
    ['a site id twice', (db: Db) => set(db, 'customers.0.clients.1.sites.0.id', firstSiteId(db))],
    ['a user of no customer', (db: Db) => set(db, 'users.0.customer_id', 77)],
    ['a token of no user', (db: Db) => set(db, 'tokens.access.forged', forgedToken)],
    ['a field of no record', (db: Db) => set(db, 'users.0.is_superuser', true)],
    ['a movement without its owner', (db: Db) => set(db, 'movements.0.customer_id', undefined)],
    [
      'an idempotent answer of a failure',
      (db: Db) => set(db, 'idempotency', { k: { status: 500, body: '' } }),
    ],
    ['a counter that is not a number', (db: Db) => set(db, 'counters.inspection', '2000001')],
  ])('refuses a save with %s and keeps what it has', (_, tamper) => {
    const before = exportDatabase();
    const db = JSON.parse(before) as Db;
    tamper(db);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(importDatabase(JSON.stringify(db))).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(exportDatabase()).toBe(before);
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
