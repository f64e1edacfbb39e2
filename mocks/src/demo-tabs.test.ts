// Two demo tabs over one localStorage: each tab is its own copy of the mock's modules (its own
// database), as two browser tabs are; they share the storage, its events and the Web Locks.
import { pathTo, type Site } from '@scaffold/domain';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './constants';
import { DEMO_REVISION_KEY, DEMO_STORAGE_KEY } from './demo';
import { memoryStorage } from './memory-storage';
import { oneUnitMove } from './one-unit-move';
import { savedInspectionBody } from './test-support';

const REFERENCE = '2026-11-20T09:00:00.000Z';

/** One localStorage for every tab; its storage events wait until deliver(), as tasks do. */
function sharedWindow() {
  const local = memoryStorage();
  const listeners = new Set<(event: StorageEvent) => void>();
  let pending: StorageEvent[] = [];
  const localStorage: Storage = {
    ...local,
    get length() {
      return local.length;
    },
    setItem: (key, value) => {
      const oldValue = local.getItem(key);
      local.setItem(key, value);
      pending.push({ key, oldValue, newValue: String(value) } as StorageEvent);
    },
  };
  return {
    window: {
      localStorage,
      sessionStorage: memoryStorage(),
      location: { search: '' },
      addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) =>
        listeners.delete(listener),
    },
    /**
     * Hands the storage events so far to every listener. A browser skips the tab that wrote;
     * here each tab hears its own too, which must change nothing (its revision is current).
     */
    deliver() {
      const events = pending;
      pending = [];
      for (const event of events) for (const listener of [...listeners]) listener(event);
    },
    saved: () => JSON.parse(local.getItem(DEMO_STORAGE_KEY) ?? 'null'),
  };
}

/** Web Locks as the tabs share them: one holder of a name at a time, in request order. */
function sharedLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request: <T>(_name: string, callback: () => Promise<T>): Promise<T> => {
      const turn = queue.then(callback);
      queue = turn.catch(() => {});
      return turn;
    },
  };
}

/** A fresh copy of the mock's modules: one tab of the demo. */
async function openTab() {
  vi.resetModules();
  const demo = await import('./demo');
  const { handlers } = await import('./handlers');
  const database = await import('./db/database');
  demo.startDemoPersistence({ persist: true, scale: 1, referenceDate: REFERENCE });
  const send = async (request: Request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`unhandled: ${request.url}`);
    return { status: response.status, json: await response.json() };
  };
  return { demo, database, send };
}

const request = (path: string, body: unknown, token?: string) =>
  new Request(`http://api.test${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

/** A request whose body arrives only when `send()` is called: a slow upload. */
function slowRequest(path: string, body: unknown, token: string) {
  let push: () => void = () => {};
  let reading: () => void = () => {};
  /** Settles when the tab first asks for the body: its handling has begun and waits for it. */
  const waiting = new Promise<void>((resolve) => {
    reading = resolve;
  });
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        push = () => {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(body)));
          controller.close();
        };
      },
      pull() {
        reading();
      },
    },
    // No read ahead: pull() runs only when the reader asks.
    { highWaterMark: 0 },
  );
  const slow = new Request(`http://api.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { request: slow, send: () => push(), waiting };
}

type Tab = Awaited<ReturnType<typeof openTab>>;

const sitesOf = (tab: Tab): Site[] =>
  tab.database.getDatabase().customers[0]?.clients.flatMap((client) => client.sites) ?? [];

/** One unit out of site 1's first allocation into site 2, and a way to read what is left. */
function aMove(tab: Tab) {
  const { item, line } = oneUnitMove(sitesOf(tab));
  const quantityIn = (customers: { clients: { sites: Site[] }[] }[]) =>
    customers[0]?.clients
      .flatMap((client) => client.sites)
      .flatMap((site) => site.inventory_items)
      .find((candidate) => candidate.id === item.id)?.quantity;
  return { line, before: item.quantity, quantityIn };
}

const inspectionsOfSite1 = (customers: { clients: { sites: Site[] }[] }[]) =>
  customers[0]?.clients.flatMap((client) => client.sites).find((site) => site.id === 1)?.inspections
    .length;

let shared: ReturnType<typeof sharedWindow>;

beforeEach(() => {
  shared = sharedWindow();
  vi.stubGlobal('window', shared.window);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signIn(tab: Tab): Promise<string> {
  const answer = await tab.send(
    request(pathTo('login'), { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
  );
  return answer.json.access;
}

describe('two demo tabs', () => {
  it('each answers with what the other saved; neither overwrites the other', async () => {
    const a = await openTab();
    const b = await openTab();
    const token = await signIn(a);
    const move = aMove(a);
    // No storage event delivered yet: B catches up before it answers.
    expect((await b.send(request(pathTo('moveItems'), [move.line], token))).status).toBe(200);
    const inspectionsBefore = inspectionsOfSite1(a.database.getDatabase().customers) ?? 0;
    const saved = await a.send(request(pathTo('saveInspection'), savedInspectionBody(1), token));
    expect(saved.status).toBe(201);

    const stored = shared.saved();
    expect(move.quantityIn(stored.customers)).toBe(move.before - 1);
    expect(inspectionsOfSite1(stored.customers)).toBe(inspectionsBefore + 1);
  });

  it('an idle tab reloads the data when the other saves (storage event)', async () => {
    const a = await openTab();
    const b = await openTab();
    const token = await signIn(a);
    const move = aMove(a);
    expect((await a.send(request(pathTo('moveItems'), [move.line], token))).status).toBe(200);
    expect(move.quantityIn(b.database.getDatabase().customers)).toBe(move.before);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    shared.deliver();
    expect(move.quantityIn(b.database.getDatabase().customers)).toBe(move.before - 1);
    expect(info).toHaveBeenCalledWith('[mocks] demo data changed in another tab: reloaded');
    // Hearing its own save (or the same one twice) changes nothing and saves nothing back.
    const revision = shared.window.localStorage.getItem(DEMO_REVISION_KEY);
    shared.deliver();
    expect(shared.window.localStorage.getItem(DEMO_REVISION_KEY)).toBe(revision);
  });

  it('with Web Locks, writes that overlap run one after the other and both are kept', async () => {
    vi.stubGlobal('navigator', { locks: sharedLocks() });
    const warn = vi.spyOn(console, 'warn');
    const a = await openTab();
    const b = await openTab();
    const token = await signIn(a);
    const move = aMove(a);
    const inspectionsBefore = inspectionsOfSite1(a.database.getDatabase().customers) ?? 0;

    const upload = slowRequest(pathTo('saveInspection'), savedInspectionBody(1), token);
    const saving = a.send(upload.request);
    const moving = b.send(request(pathTo('moveItems'), [move.line], token));
    await upload.waiting;
    upload.send();
    expect((await saving).status).toBe(201);
    expect((await moving).status).toBe(200);

    const stored = shared.saved();
    expect(move.quantityIn(stored.customers)).toBe(move.before - 1);
    expect(inspectionsOfSite1(stored.customers)).toBe(inspectionsBefore + 1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('without Web Locks, a tab that must overwrite a change it never saw says so', async () => {
    vi.stubGlobal('navigator', {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = await openTab();
    const b = await openTab();
    const token = await signIn(a);
    const move = aMove(a);

    const upload = slowRequest(pathTo('saveInspection'), savedInspectionBody(1), token);
    const saving = a.send(upload.request);
    await upload.waiting;
    // B moves stock while A's save is still arriving, and A hears nothing of it in between.
    expect((await b.send(request(pathTo('moveItems'), [move.line], token))).status).toBe(200);
    upload.send();
    expect((await saving).status).toBe(201);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[mocks\] Another demo tab changed the data at the same moment/),
    );
  });

  it('a copy in storage that fails the schema is not loaded by the other tab', async () => {
    const a = await openTab();
    const b = await openTab();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = b.database.exportDatabase();
    shared.window.localStorage.setItem(DEMO_STORAGE_KEY, '{"version":3,"customers":"x"}');
    shared.window.localStorage.setItem(DEMO_REVISION_KEY, 'forged');
    shared.deliver();
    expect(b.database.exportDatabase()).toBe(before);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/saved database refused/));
    expect(a).toBeDefined();
  });
});
