// The one save path, through the real API client to the mock (which keeps Idempotency-Key's
// rules) and an outbox over fake-indexeddb: what each outcome does, and that no lost answer,
// gateway page or failed clean-up ever stores an inspection twice.
import { ApiError, newIdempotencyKey } from '@scaffold/api-client';
import { IDEMPOTENCY_ERROR_CODES } from '@scaffold/domain';
import { clearScenarios, DEMO_ACCOUNTS, getDatabase, setScenario } from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientSignedInAs, sampleInspection } from '../../testing/sample-inspection';
import { openOfflineDb } from '../offline-db';
import { ownerOf } from '../owner';
import { type OutboxActions, outboxOn } from './outbox-actions';
import { OUTBOX_COPY } from './outbox-copy';
import { type InspectionSaveRequest, saveOrQueue } from './save-or-queue';
import { IN_PROGRESS_WAITS_MS } from './send-inspection';
import { sendOutbox } from './send-outbox';

// biome-ignore lint/correctness/useHookAtTopLevel: Vitest's hooks for this file, not React's.
const server = useMockServer();

const SITE = { id: 1, name: 'Site one' };
const OWNER = ownerOf({ customer_id: 1, email: DEMO_ACCOUNTS.admin.email });

let db: IDBDatabase;
let outbox: OutboxActions;
beforeEach(async () => {
  db = await openOfflineDb(new IDBFactory());
  outbox = outboxOn((work) => work(db));
  // A refused save logs the server's body (PRODUCT.md "Messages"); the tests read what matters from the outcomes.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => {
    db.close();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  };
});

const signedIn = () => clientSignedInAs(DEMO_ACCOUNTS.admin.email);
const inspection = (notes: string) => sampleInspection(notes, { photo: true });

const copiesOf = (notes: string) =>
  (
    getDatabase()
      .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
      .find((site) => site.id === SITE.id)?.inspections ?? []
  ).filter((entry) => entry.notes === notes).length;

const save = (notes: string, more: Partial<InspectionSaveRequest> = {}) =>
  saveOrQueue({
    api: signedIn(),
    owner: OWNER,
    site: SITE,
    values: inspection(notes),
    key: newIdempotencyKey(),
    savedAt: 1_000,
    outbox,
    ...more,
  });

/** Sends the outbox as the sender does, and returns what it sent. */
const sendAll = async () =>
  (await sendOutbox({ outbox, owner: OWNER, api: signedIn() })).sent.map((entry) => entry.id);

describe('saveOrQueue from the form (a new inspection)', () => {
  it('stores it: the inspection comes back, nothing is queued', async () => {
    const result = await save('stored');
    expect(result).toMatchObject({ kind: 'stored', inspection: { notes: 'stored' } });
    expect(copiesOf('stored')).toBe(1);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('counts any 2xx as stored, with or without the inspection in the answer', async () => {
    const answered = { saveInspection: async () => ({ inspection: null, id: 5001 }) };
    await expect(save('lenient', { api: answered })).resolves.toEqual({
      kind: 'stored',
      inspection: null,
    });
  });

  it('refuses it with the server’s reason, logs the body (SPEC) and queues nothing', async () => {
    const values = inspection('refused');
    values.photos['roof.tiles'] = 'data:image/png;base64,iVBORw0KGgo=';
    const result = await save('refused', { values });
    expect(result).toEqual({
      kind: 'refused',
      status: 400,
      reason: 'photos.roof.tiles: not a checklist item',
    });
    expect(console.error).toHaveBeenCalledWith('[inspections] save failed', 400, {
      detail: 'photos.roof.tiles: not a checklist item',
    });
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it.each([
    ['a 503', { name: 'server-error', endpoint: 'saveInspection', status: 503 }, 'server'],
    ['a 429', { name: 'server-error', endpoint: 'saveInspection', status: 429 }, 'server'],
    ['no network', { name: 'network-error', endpoint: 'saveInspection' }, 'network'],
  ] as const)(
    'queues it on %s with its key, and the outbox sends it once',
    async (_case, scenario, because) => {
      setScenario(scenario);
      const key = newIdempotencyKey();
      expect(await save('later', { key })).toEqual({ kind: 'queued', because });
      const [entry] = await outbox.list(OWNER);
      expect(entry).toMatchObject({ idempotencyKey: key, status: 'waiting', siteId: SITE.id });
      expect(copiesOf('later')).toBe(0);
      clearScenarios();
      expect(await sendAll()).toEqual([entry?.id]);
      expect(copiesOf('later')).toBe(1);
    },
  );

  it('stores once when the answer is lost after the server stored it', async () => {
    setScenario({ name: 'lost-answer', endpoint: 'saveInspection' });
    expect(await save('answer lost')).toEqual({ kind: 'queued', because: 'network' });
    expect(copiesOf('answer lost')).toBe(1); // it did reach the server
    expect(await sendAll()).toHaveLength(1); // answered from the key's first answer
    expect(copiesOf('answer lost')).toBe(1);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('after a 504 from a gateway that let the first through, a new inspection with its own key is stored too', async () => {
    setScenario({ name: 'lost-answer', endpoint: 'saveInspection', status: 504 });
    expect(await save('first, answer lost')).toEqual({ kind: 'queued', because: 'server' });
    // 'Discard draft', a second inspection of the same site: a new draft, a new key.
    expect(await save('second')).toMatchObject({ kind: 'stored', inspection: { notes: 'second' } });
    await sendAll();
    expect([copiesOf('first, answer lost'), copiesOf('second')]).toEqual([1, 1]);
  });

  it('queues it for after sign-in when the session is over, counting no attempt', async () => {
    const api = signedIn();
    setScenario({ name: 'expired-access-token' });
    setScenario({ name: 'refresh-failure' });
    expect(await save('after sign-in', { api })).toEqual({ kind: 'queued', because: 'session' });
    expect(await outbox.list(OWNER)).toMatchObject([{ status: 'waiting', attempts: 0 }]);
  });

  it('does not even try while the browser knows it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const tried: string[] = [];
    server.events.on('request:start', ({ request }) => void tried.push(request.url));
    expect(await save('offline')).toEqual({ kind: 'queued', because: 'offline' });
    expect(tried).toEqual([]);
    expect(await outbox.list(OWNER)).toHaveLength(1);
  });

  it('says so when the device cannot keep it either (storage full): it stays in the form', async () => {
    setScenario({ name: 'network-error', endpoint: 'saveInspection' });
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const failing: OutboxActions = { ...outbox, queue: () => Promise.reject(full) };
    const result = await save('not kept', { outbox: failing });
    expect(result).toEqual({ kind: 'not-kept', because: 'network', error: full });
    expect(OUTBOX_COPY.notKept(full)).toContain('the storage on this device is full');
  });

  it("waits and asks again on a 409 'still in progress', then takes the first answer", async () => {
    const waits: number[] = [];
    let calls = 0;
    const api = {
      saveInspection: async () => {
        calls += 1;
        if (calls < 3) {
          throw new ApiError(409, { detail: 'running', code: IDEMPOTENCY_ERROR_CODES.inProgress });
        }
        return { inspection: null, id: 7 };
      },
    };
    const result = await save('in progress', { api, wait: async (ms) => void waits.push(ms) });
    expect(result).toEqual({ kind: 'stored', inspection: null });
    expect(waits).toEqual([...IN_PROGRESS_WAITS_MS]);
  });

  it('queues it when the key is still in progress after the waits', async () => {
    const api = {
      saveInspection: async () => {
        throw new ApiError(409, { detail: 'running', code: IDEMPOTENCY_ERROR_CODES.inProgress });
      },
    };
    expect(await save('still running', { api, wait: async () => {} })).toEqual({
      kind: 'queued',
      because: 'in-progress',
    });
  });
});

describe('saveOrQueue for a corrected inspection of the outbox', () => {
  async function refusedEntry(notes: string) {
    const entry = await outbox.queue({
      owner: OWNER,
      site: SITE,
      values: inspection(notes),
      idempotencyKey: 'refused-key',
      savedAt: 1,
    });
    const refused = await outbox.refuse(OWNER, entry.id, 'temperature: too low');
    if (!refused) throw new Error('fixture: the entry is gone');
    return refused;
  }

  it('stores the correction under its new key and takes the entry out', async () => {
    const entry = await refusedEntry('to correct');
    const result = await save('corrected', { entry, key: 'new-key' });
    expect(result).toMatchObject({ kind: 'stored' });
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('never stores it twice when its clean-up fails: the entry waits with the key it was sent with', async () => {
    const entry = await refusedEntry('to correct');
    const stuck: OutboxActions = {
      ...outbox,
      remove: () => Promise.reject(new DOMException('lost', 'UnknownError')),
    };
    const result = await save('corrected once', { entry, key: 'sent-key', outbox: stuck });
    expect(result).toMatchObject({ kind: 'stored', storageError: expect.any(DOMException) });
    // Not left refused (to be corrected and sent again): back in line with the key it went with.
    expect(await outbox.list(OWNER)).toMatchObject([
      { id: entry.id, status: 'waiting', idempotencyKey: 'sent-key' },
    ]);
    expect(await sendAll()).toEqual([entry.id]);
    expect(copiesOf('corrected once')).toBe(1);
  });

  it('is not sent when it cannot be put back in line first: the form says the device failed', async () => {
    const entry = await refusedEntry('to correct');
    const broken = new DOMException('full', 'QuotaExceededError');
    const result = await save('never sent', {
      entry,
      key: 'k',
      outbox: { ...outbox, hold: () => Promise.reject(broken) },
    });
    expect(result).toEqual({ kind: 'not-kept', because: 'unexpected', error: broken });
    expect(copiesOf('never sent')).toBe(0);
  });

  it('is refused again with the reason, and stays for its owner', async () => {
    const entry = await refusedEntry('to correct');
    const values = inspection('still wrong');
    values.photos['roof.tiles'] = 'data:image/png;base64,iVBORw0KGgo=';
    const result = await save('still wrong', { entry, key: 'second-key', values });
    expect(result).toMatchObject({
      kind: 'refused',
      reason: 'photos.roof.tiles: not a checklist item',
    });
    expect(await outbox.list(OWNER)).toMatchObject([
      {
        status: 'refused',
        reason: 'photos.roof.tiles: not a checklist item',
        idempotencyKey: 'second-key',
      },
    ]);
  });
});
