// The last data read, kept per user in IndexedDB (fake-indexeddb, a fresh database per test).
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forgetReads, LAST_READ_LIFETIME_DAYS, recallRead, rememberRead } from './last-read';
import { openOfflineDb } from './offline-db';
import { ownerOf } from './owner';

const ADMIN = ownerOf({ customer_id: 1, email: 'admin@demo.scaffold.test' });
const STAFF = ownerOf({ customer_id: 1, email: 'Staff@Demo.Scaffold.test ' });
const OTHER = ownerOf({ customer_id: 2, email: 'admin@demo.scaffold.test' });
const schema = z.object({ sites: z.array(z.object({ id: z.number(), name: z.string() })) });
const parse = (data: unknown) => schema.parse(data);
const DAY = 86_400_000;
const AT = Date.UTC(2026, 10, 24, 10, 15);

let db: IDBDatabase;
beforeEach(async () => {
  db = await openOfflineDb(new IDBFactory());
  return () => db.close();
});

describe('the last data read', () => {
  it('gives back the last answer and when it was read', async () => {
    await rememberRead(db, ADMIN, 'customer-data', { sites: [{ id: 1, name: 'Old' }] }, AT - 1);
    await rememberRead(db, ADMIN, 'customer-data', { sites: [{ id: 1, name: 'New' }] }, AT);
    await expect(recallRead(db, ADMIN, 'customer-data', parse, AT + DAY)).resolves.toEqual({
      data: { sites: [{ id: 1, name: 'New' }] },
      readAt: AT,
    });
    await expect(recallRead(db, ADMIN, 'inspections', parse, AT)).resolves.toBeNull();
  });

  it('is never shown to another user, of the same firm or with the same email elsewhere', async () => {
    await rememberRead(db, ADMIN, 'customer-data', { sites: [] }, AT);
    expect(STAFF).not.toBe(ADMIN);
    await expect(recallRead(db, STAFF, 'customer-data', parse, AT)).resolves.toBeNull();
    await expect(recallRead(db, OTHER, 'customer-data', parse, AT)).resolves.toBeNull();
  });

  it(`is dropped after ${LAST_READ_LIFETIME_DAYS} days and when it no longer parses`, async () => {
    await rememberRead(db, ADMIN, 'fresh', { sites: [] }, AT);
    await rememberRead(db, ADMIN, 'changed', { sites: [{ id: 'one' }] }, AT);
    const limit = AT + LAST_READ_LIFETIME_DAYS * DAY;
    await expect(recallRead(db, ADMIN, 'fresh', parse, limit)).resolves.not.toBeNull();
    await expect(recallRead(db, ADMIN, 'fresh', parse, limit + 1)).resolves.toBeNull();
    await expect(recallRead(db, ADMIN, 'changed', parse, AT)).resolves.toBeNull();
  });

  it("is forgotten for one user at logout, and only that user's", async () => {
    await rememberRead(db, ADMIN, 'customer-data', { sites: [] }, AT);
    await rememberRead(db, ADMIN, 'inspections', { sites: [] }, AT);
    await rememberRead(db, STAFF, 'customer-data', { sites: [] }, AT);
    await forgetReads(db, ADMIN);
    await expect(recallRead(db, ADMIN, 'customer-data', parse, AT)).resolves.toBeNull();
    await expect(recallRead(db, ADMIN, 'inspections', parse, AT)).resolves.toBeNull();
    await expect(recallRead(db, STAFF, 'customer-data', parse, AT)).resolves.not.toBeNull();
  });
});
