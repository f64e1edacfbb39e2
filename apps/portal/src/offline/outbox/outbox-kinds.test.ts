// The one outbox for every kind of write, over fake-indexeddb and the mock backend: entries an
// older portal kept (inspections without a kind) still go, notes are queued and sent once with
// their key (a lost answer, a 504 then a retry), and a note's draft leaves with its entry.
import { ApiNetworkError } from '@scaffold/api-client';
import type { DeliveryNoteRequest } from '@scaffold/domain';
import { clearScenarios, DEMO_ACCOUNTS, getDatabase, setScenario } from '@scaffold/mocks';
import { hireFixtures } from '@scaffold/mocks/contract-suite';
import { useMockServer } from '@scaffold/mocks/testing';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientSignedInAs, sampleInspection } from '../../testing/sample-inspection';
import { openOfflineDb, STORES } from '../offline-db';
import { type Owner, ownerOf } from '../owner';
import { noteDraftId, noteDraftsOn } from './note-drafts';
import { outboxOn } from './outbox-actions';
import { listOutbox } from './outbox-store';
import { saveOrQueue } from './save-or-queue';
import { sendOutbox } from './send-outbox';

// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's hooks for this file, not React's.
useMockServer();

let db: IDBDatabase;
beforeEach(async () => {
  db = await openOfflineDb(new IDBFactory());
  return () => db.close();
});
afterEach(() => {
  clearScenarios();
  vi.unstubAllGlobals();
});
const box = () => outboxOn((work) => work(db));
const drafts = () => noteDraftsOn((work) => work(db));

const STAFF = DEMO_ACCOUNTS.staff.email;
const OWNER: Owner = ownerOf({ customer_id: 1, email: STAFF });
const api = () => clientSignedInAs(STAFF);
const SITE = () => ({ id: hireFixtures.hireSiteId(), name: 'Site A' });
const WAIT = { wait: async () => {} };

/** A signed delivery to site A, told apart by its vehicle. */
const delivery = (vehicle: string) => hireFixtures.deliveryBody({ vehicle }) as DeliveryNoteRequest;
const notesWith = (vehicle: string) =>
  getDatabase().hireNotes.filter((note) => 'vehicle' in note && note.vehicle === vehicle);

/** Puts a record straight into the outbox's stores, as an older portal wrote it. */
function putRaw(entry: object, values: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction([STORES.outbox, STORES.payloads], 'readwrite');
    tx.objectStore(STORES.outbox).put(entry);
    tx.objectStore(STORES.payloads).put({ id: (entry as { id: string }).id, values });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

/** Queues a delivery note as its form does with no signal, with its draft beside it. */
async function queueDelivery(vehicle: string, key = `key-${vehicle}`) {
  const draftId = noteDraftId(OWNER, 'delivery-note', { siteId: SITE().id });
  await drafts().write({
    id: draftId,
    owner: OWNER,
    kind: 'delivery-note',
    siteId: SITE().id,
    savedAt: Date.now(),
    values: { vehicle },
    key,
  });
  vi.stubGlobal('navigator', { onLine: false });
  const result = await saveOrQueue({
    kind: 'delivery-note',
    values: delivery(vehicle),
    api: api(),
    owner: OWNER,
    site: SITE(),
    key,
    savedAt: Date.now(),
    draftId,
    outbox: box(),
  });
  vi.unstubAllGlobals();
  return { result, draftId };
}

describe('one outbox for every kind of write', () => {
  it('sends an inspection an older portal kept without a kind, as an inspection', async () => {
    const site = { id: 1, name: 'Site one' };
    await putRaw(
      {
        id: 'legacy-1',
        owner: OWNER,
        siteId: site.id,
        siteName: site.name,
        savedAt: 1_000,
        idempotencyKey: 'legacy-key',
        status: 'waiting',
        attempts: 0,
        reason: null,
      },
      sampleInspection('kept by an older portal'),
    );
    const [listed] = await listOutbox(db, OWNER);
    expect(listed?.kind).toBeUndefined();
    expect(await box().write(OWNER, 'legacy-1')).toMatchObject({ kind: 'inspection' });
    const round = await sendOutbox({ outbox: box(), owner: OWNER, api: api() });
    expect(round.sent.map((entry) => entry.id)).toEqual(['legacy-1']);
    const history = getDatabase()
      .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
      .find((candidate) => candidate.id === site.id)?.inspections;
    expect(history?.filter((entry) => entry.notes === 'kept by an older portal')).toHaveLength(1);
    expect(await listOutbox(db, OWNER)).toEqual([]);
  });

  it('never lists a record of a kind it does not know', async () => {
    await putRaw(
      {
        id: 'future-1',
        owner: OWNER,
        kind: 'timesheet',
        siteId: 1,
        siteName: 'Site one',
        savedAt: 1_000,
        idempotencyKey: 'k',
        status: 'waiting',
        attempts: 0,
        reason: null,
      },
      {},
    );
    expect(await listOutbox(db, OWNER)).toEqual([]);
  });

  it('queues a note offline with its kind, key and draft, and sends it once when back online', async () => {
    const { result, draftId } = await queueDelivery('OFF 1INE');
    expect(result).toEqual({ kind: 'queued', because: 'offline' });
    const [entry] = await listOutbox(db, OWNER);
    expect(entry).toMatchObject({
      kind: 'delivery-note',
      idempotencyKey: 'key-OFF 1INE',
      draftId,
      siteId: SITE().id,
      status: 'waiting',
    });
    expect(notesWith('OFF 1INE')).toHaveLength(0);

    const round = await sendOutbox({ outbox: box(), owner: OWNER, api: api(), ...WAIT });
    expect(round.sent.map((sent) => sent.kind)).toEqual(['delivery-note']);
    expect(notesWith('OFF 1INE')).toHaveLength(1);
    expect(await listOutbox(db, OWNER)).toEqual([]);
    // Sent: the form's draft went with its entry.
    expect(await drafts().read(OWNER, draftId, Date.now())).toBeNull();
    // Another round finds nothing to send again.
    await sendOutbox({ outbox: box(), owner: OWNER, api: api(), ...WAIT });
    expect(notesWith('OFF 1INE')).toHaveLength(1);
  });

  it('stores a note once when the answer to its first send was lost', async () => {
    await queueDelivery('LOST 1');
    const real = api();
    const keys: (string | undefined)[] = [];
    let loseAnswer = true;
    const losing = {
      ...real,
      createDeliveryNote: async (...args: Parameters<typeof real.createDeliveryNote>) => {
        keys.push(args[1]?.idempotencyKey);
        const answer = await real.createDeliveryNote(...args);
        if (loseAnswer) {
          loseAnswer = false;
          throw new ApiNetworkError('POST /api/hire/delivery-notes/');
        }
        return answer;
      },
    };
    const first = await sendOutbox({ outbox: box(), owner: OWNER, api: losing, ...WAIT });
    expect(first.sent).toEqual([]);
    expect(first.stoppedBy).toBe('retry');
    expect(notesWith('LOST 1')).toHaveLength(1);
    const [waiting] = await listOutbox(db, OWNER);
    expect(waiting).toMatchObject({ attempts: 1, lastFailure: 'network' });

    const second = await sendOutbox({ outbox: box(), owner: OWNER, api: losing, ...WAIT });
    expect(second.sent).toHaveLength(1);
    expect(keys).toEqual(['key-LOST 1', 'key-LOST 1']);
    expect(notesWith('LOST 1')).toHaveLength(1);
    expect(await listOutbox(db, OWNER)).toEqual([]);
  });

  it('stores a note once after a 504 whose request went through, then a retry', async () => {
    await queueDelivery('GATEWAY 1');
    setScenario({ name: 'lost-answer', endpoint: 'createDeliveryNote', status: 504 });
    const now = () => 1_000_000;
    const first = await sendOutbox({ outbox: box(), owner: OWNER, api: api(), now, ...WAIT });
    expect(first.sent).toEqual([]);
    expect(notesWith('GATEWAY 1')).toHaveLength(1);
    clearScenarios();
    // It stepped aside after a server error: tried again once its own time has come.
    const later = () => 1_000_000 + 10 * 60_000;
    const second = await sendOutbox({
      outbox: box(),
      owner: OWNER,
      api: api(),
      now: later,
      ...WAIT,
    });
    expect(second.sent).toHaveLength(1);
    expect(notesWith('GATEWAY 1')).toHaveLength(1);
  });

  it('keeps a refused note with the server’s reason, and its draft, for the driver', async () => {
    const { draftId } = await queueDelivery('REFUSED 1');
    setScenario({ name: 'server-error', endpoint: 'createDeliveryNote', status: 422 });
    const round = await sendOutbox({ outbox: box(), owner: OWNER, api: api(), ...WAIT });
    expect(round.refused).toHaveLength(1);
    const [refused] = await listOutbox(db, OWNER);
    expect(refused).toMatchObject({ kind: 'delivery-note', status: 'refused' });
    expect(refused?.reason).toEqual(expect.any(String));
    expect(await drafts().read(OWNER, draftId, Date.now())).toMatchObject({
      values: { vehicle: 'REFUSED 1' },
    });
  });
});
