// Owners by the server's user id: what an older portal kept under the 32-bit hash of the email
// moves to the user's new key (outbox, drafts, stashed changes), nobody else's does; and the
// stash in localStorage is settled into IndexedDB at the hand-over.
import { emptyInspectionForm } from '@scaffold/domain';
import { memoryStorage } from '@scaffold/mocks';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleInspection } from '../../testing/sample-inspection';
import { openOfflineDb } from '../offline-db';
import { legacyOwnerOf, ownerOf } from '../owner';
import { adoptLegacyRecords } from './adopt-legacy-owner';
import { draftsOn, freshKey, readDraft, stashDraft, writeDraft } from './drafts';
import type { OutboxEntry } from './outbox-entry';
import { addToOutbox, listOutbox } from './outbox-store';

const STAFF = { customer_id: 1, email: 'Staff@demo.scaffold.test ', user_id: 3 };
const ADMIN = { customer_id: 1, email: 'admin@demo.scaffold.test', user_id: 1 };
const AT = Date.UTC(2026, 10, 24, 10, 15);

let db: IDBDatabase;
beforeEach(async () => {
  db = await openOfflineDb(new IDBFactory());
  return () => db.close();
});

const entry = (owner: string, id: string): OutboxEntry => ({
  id,
  owner: owner as OutboxEntry['owner'],
  siteId: 7,
  siteName: 'Site seven',
  savedAt: AT,
  idempotencyKey: `key-${id}`,
  status: 'waiting',
  attempts: 0,
  reason: null,
});

describe('owner keys', () => {
  it('are the server’s user id when it gives one, else a SHA-256 that a changed case or space does not change', () => {
    expect(ownerOf(STAFF)).toBe('1.u3');
    const hashed = ownerOf({ customer_id: 1, email: 'staff@demo.scaffold.test' });
    expect(hashed).toMatch(/^1\.[0-9a-f]{64}$/);
    expect(ownerOf({ customer_id: 1, email: ' STAFF@demo.scaffold.test' })).toBe(hashed);
    expect(ownerOf({ customer_id: 2, email: 'staff@demo.scaffold.test' })).not.toBe(hashed);
    expect(hashed).not.toContain('staff');
  });
});

describe('adoptLegacyRecords', () => {
  it('moves the user’s outbox entries, drafts and stashed changes to their new key, and nobody else’s', async () => {
    const legacy = legacyOwnerOf(STAFF);
    const others = legacyOwnerOf(ADMIN);
    await addToOutbox(db, entry(legacy, 'mine'), sampleInspection('mine'));
    await addToOutbox(db, entry(others, 'theirs'), sampleInspection('theirs'));
    const values = emptyInspectionForm();
    values.notes = 'half done';
    await writeDraft(db, {
      owner: legacy,
      siteId: 7,
      savedAt: AT,
      values,
      submission: freshKey(),
    });
    const storage = memoryStorage();
    stashDraft(
      storage,
      { owner: legacy, siteId: 8, savedAt: AT, values, submission: freshKey() },
      false,
    );

    await adoptLegacyRecords(
      STAFF,
      (work) => work(db),
      () => storage,
    );

    const now = ownerOf(STAFF);
    expect((await listOutbox(db, now)).map((kept) => kept.id)).toEqual(['mine']);
    expect(await listOutbox(db, legacy)).toEqual([]);
    expect((await listOutbox(db, others)).map((kept) => kept.id)).toEqual(['theirs']);
    expect((await readDraft(db, now, 7, AT))?.values.notes).toBe('half done');
    expect(await readDraft(db, legacy, 7, AT)).toBeNull();
    // The stash follows, and is merged when its form opens.
    const drafts = draftsOn(
      (work) => work(db),
      () => storage,
    );
    expect((await drafts.read(now, 8, AT))?.values.notes).toBe('half done');
  });
});

describe('settleStashes', () => {
  it('puts the owner’s stashed changes into their drafts and leaves nothing of them in localStorage', async () => {
    const owner = ownerOf(STAFF);
    const other = ownerOf(ADMIN);
    const storage = memoryStorage();
    const values = emptyInspectionForm();
    values.notes = 'signed as the page went';
    values.signatures.inspector = 'data:image/png;base64,AAAA';
    stashDraft(storage, { owner, siteId: 7, savedAt: AT, values, submission: freshKey() }, false);
    stashDraft(
      storage,
      { owner: other, siteId: 7, savedAt: AT, values, submission: freshKey() },
      false,
    );
    const drafts = draftsOn(
      (work) => work(db),
      () => storage,
    );
    await drafts.settleStashes(owner, AT);
    expect((await readDraft(db, owner, 7, AT))?.values.signatures.inspector).toBe(
      'data:image/png;base64,AAAA',
    );
    const left = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    expect(left.filter((name) => name.includes(owner))).toEqual([]);
    expect(left.filter((name) => name.includes(other))).toHaveLength(1);
  });
});
