// Drafts in IndexedDB (fake-indexeddb, a fresh database per test): per user and site, whole
// (photos and signatures), 14 days, with the inspection's key; the localStorage ones taken over.
import { emptyInspectionForm } from '@scaffold/domain';
import { memoryStorage } from '@scaffold/mocks';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openOfflineDb, STORES, transaction } from '../offline-db';
import { ownerOf } from '../owner';
import {
  DRAFT_LIFETIME_DAYS,
  type Draft,
  draftsOn,
  dropExpiredDrafts,
  freshKey,
  isBlankDraft,
  readDraft,
  stashDraft,
  writeDraft,
} from './drafts';

const STAFF = ownerOf({ customer_id: 1, email: 'staff@demo.scaffold.test' });
const ADMIN = ownerOf({ customer_id: 1, email: 'admin@demo.scaffold.test' });
const OTHER_CUSTOMER = ownerOf({ customer_id: 2, email: 'staff@demo.scaffold.test' });
const DAY = 86_400_000;
const AT = Date.UTC(2026, 10, 24, 10, 15);

let db: IDBDatabase;
beforeEach(async () => {
  db = await openOfflineDb(new IDBFactory());
  return () => db.close();
});

/** A filled form with a photo on each of `photos` items (a phone camera's worth of data). */
function filled(photos = 1) {
  const values = emptyInspectionForm();
  values.temperature = '12';
  values.weather = 'rain';
  values.categories.safety.signage = { status: 'fail', notes: 'Sign missing' };
  const items = [
    'safety.signage',
    'safety.toe_boards',
    'foundations.base_plates',
    'foundations.sole_boards',
    'structure.ties_secure',
    'structure.couplers_tight',
    'structure.tube_condition',
    'structure.joint_pins',
    'platforms.boards_condition',
    'platforms.board_spacing',
    'access.ladders_fixed',
    'access.handrails_present',
  ];
  items.slice(0, photos).forEach((item, index) => {
    values.photos[item] = `data:image/jpeg;base64,${String(index).repeat(300_000)}`;
  });
  values.signatures.inspector = 'data:image/png;base64,BBBB';
  return values;
}

const draft = (owner = STAFF, siteId = 7, more: Partial<Draft> = {}): Draft => ({
  owner,
  siteId,
  savedAt: AT,
  values: filled(),
  submission: { key: 'key-1', refusal: null },
  ...more,
});

describe('inspection drafts', () => {
  it('keeps a draft per user and site and reads it back whole, with its key', async () => {
    await writeDraft(db, draft(STAFF, 7, { values: filled(12) }));
    const back = await readDraft(db, STAFF, 7, AT + DAY);
    expect(back?.values).toEqual(filled(12));
    expect(Object.keys(back?.values.photos ?? {})).toHaveLength(12);
    expect(back?.submission).toEqual({ key: 'key-1', refusal: null });
    expect(await readDraft(db, STAFF, 8, AT)).toBeNull();
  });

  it('belongs to its user: another person on the tablet, or another customer, sees none', async () => {
    await writeDraft(db, draft(STAFF));
    expect(await readDraft(db, ADMIN, 7, AT)).toBeNull();
    expect(await readDraft(db, OTHER_CUSTOMER, 7, AT)).toBeNull();
    expect(
      await readDraft(db, ownerOf({ customer_id: 1, email: ' Staff@Demo.Scaffold.Test ' }), 7, AT),
    ).not.toBeNull();
  });

  it(`expires ${DRAFT_LIFETIME_DAYS} days after it was last written, anyone's, when any is read`, async () => {
    await writeDraft(db, draft(STAFF, 7));
    await writeDraft(db, draft(STAFF, 8));
    await writeDraft(db, draft(ADMIN, 9, { savedAt: AT + DAY }));
    expect(await readDraft(db, STAFF, 7, AT + DRAFT_LIFETIME_DAYS * DAY)).not.toBeNull();
    expect(await readDraft(db, STAFF, 7, AT + DRAFT_LIFETIME_DAYS * DAY + 1)).toBeNull();
    // Opening any form drops every expired draft; the admin's is a day younger.
    await dropExpiredDrafts(db, AT + DRAFT_LIFETIME_DAYS * DAY + 1);
    const left = await transaction(
      db,
      [STORES.drafts],
      'readonly',
      (tx) =>
        new Promise<number>((resolve) => {
          const count = tx.objectStore(STORES.drafts).count();
          count.onsuccess = () => resolve(count.result);
        }),
    );
    expect(left).toBe(1);
  });

  it('drops a record it cannot read instead of restoring it', async () => {
    await transaction(db, [STORES.drafts], 'readwrite', (tx) => {
      tx.objectStore(STORES.drafts).put({
        id: `${STAFF}|7`,
        owner: STAFF,
        siteId: 7,
        savedAt: AT,
        values: { weather: 'hail' },
      });
    });
    expect(await readDraft(db, STAFF, 7, AT)).toBeNull();
    await writeDraft(db, draft());
    expect(await readDraft(db, STAFF, 7, AT)).not.toBeNull();
  });

  it('tells a blank form from a draft (the name and position alone are not one)', () => {
    expect(isBlankDraft(emptyInspectionForm())).toBe(true);
    expect(isBlankDraft({ ...emptyInspectionForm(), inspector_name: 'Alex Morgan' })).toBe(true);
    expect(isBlankDraft(filled())).toBe(false);
  });

  it('makes a new key for every new draft', () => {
    const keys = new Set(Array.from({ length: 50 }, () => freshKey().key));
    expect(keys.size).toBe(50);
    expect(freshKey().refusal).toBeNull();
  });

  it('takes over a draft left in localStorage, with the key it may have been sent with', async () => {
    const storage = memoryStorage();
    const values = filled();
    storage.setItem(
      `scaffold:inspection-draft:${STAFF}.7`,
      JSON.stringify({ version: 2, savedAt: AT, values }),
    );
    storage.setItem(`scaffold:inspection-submission:${STAFF}.7`, 'sent-before');
    storage.setItem('scaffold:inspection-draft:7', JSON.stringify({ version: 1, values }));
    const drafts = draftsOn(
      (work) => work(db),
      () => storage,
    );
    const taken = await drafts.read(STAFF, 7, AT + DAY);
    expect(taken?.values).toEqual(values);
    expect(taken?.submission).toEqual({ key: 'sent-before', refusal: null });
    expect(storage.length).toBe(0);
    // Kept in IndexedDB from now on.
    expect((await readDraft(db, STAFF, 7, AT + DAY))?.submission.key).toBe('sent-before');
  });

  it('merges the change stashed as the page went (without the photos IndexedDB holds) when it is newer', async () => {
    const storage = memoryStorage();
    const drafts = draftsOn(
      (work) => work(db),
      () => storage,
    );
    await writeDraft(db, draft(STAFF, 7, { values: filled(3) }));
    const later = { ...filled(3), notes: 'Typed just before the reload.' };
    expect(stashDraft(storage, draft(STAFF, 7, { values: later, savedAt: AT + 5 }), true)).toBe(
      true,
    );
    // The stash is small: the photos stay in IndexedDB.
    expect((storage.getItem(storage.key(0) ?? '') ?? '').length).toBeLessThan(2_000);
    const back = await drafts.read(STAFF, 7, AT + 10);
    expect(back?.values).toEqual(later);
    expect(storage.length).toBe(0);
    expect((await readDraft(db, STAFF, 7, AT + 10))?.values.notes).toBe(
      'Typed just before the reload.',
    );
  });

  it('keeps the photos in the stash when IndexedDB has not got them, and ignores an older stash', async () => {
    const storage = memoryStorage();
    const drafts = draftsOn(
      (work) => work(db),
      () => storage,
    );
    const first = { ...filled(0), photos: { 'safety.signage': 'data:image/png;base64,NEW' } };
    stashDraft(storage, draft(ADMIN, 9, { values: first, savedAt: AT }), false);
    expect((await drafts.read(ADMIN, 9, AT + 1))?.values.photos).toEqual(first.photos);
    stashDraft(storage, draft(ADMIN, 9, { savedAt: AT - 1 }), true);
    expect((await drafts.read(ADMIN, 9, AT + 1))?.values).toEqual(first);
    await drafts.remove(ADMIN, 9);
    expect(await drafts.read(ADMIN, 9, AT + 1)).toBeNull();
  });

  it('says when localStorage will not take the stash (full)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(stashDraft(full, draft(), false)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
