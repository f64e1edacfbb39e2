import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_NOW } from './constants';
import { exportDatabase, getDatabase, resetDatabase } from './db/database';
import { DATABASE_VERSION } from './db/state';
import {
  DEMO_SCENARIO_SESSION_KEY,
  DEMO_SCENARIO_STORAGE_KEY,
  DEMO_STORAGE_KEY,
  demoScenarios,
  resetDemoData,
  startDemoPersistence,
} from './demo';
import { memoryStorage } from './memory-storage';
import { call, login, useMockServer } from './test-support';

useMockServer();

let localStorage: Storage;
let sessionStorage: Storage;

beforeEach(() => {
  localStorage = memoryStorage();
  sessionStorage = memoryStorage();
  vi.stubGlobal('window', { localStorage, sessionStorage, location: { search: '' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REFERENCE = '2026-11-20T09:00:00.000Z';

describe('demo persistence', () => {
  it('saves the database after each change and loads it after a reload', async () => {
    expect(startDemoPersistence({ persist: true, scale: 1, referenceDate: REFERENCE })).toBe(false);
    const { access } = await login();
    const item = getDatabase()
      .customers[0]?.clients.flatMap((c) => c.sites)
      .find((s) => s.id === 1)?.inventory_items[0];
    const target = getDatabase()
      .customers[0]?.clients.flatMap((c) => c.sites)
      .find((s) => s.id === 2);
    const destination = {
      site_id: 2,
      sublocation_id: target?.sublocations[0]?.id ?? 0,
      subarea_id: target?.sublocations[0]?.subareas[0]?.id ?? 0,
    };
    const beforeMove = localStorage.getItem(DEMO_STORAGE_KEY);
    const moved = await call('moveItems', {
      token: access,
      body: [
        {
          item_id: item?.id,
          from_subarea_id: item?.allocations[0]?.subarea_id,
          destination,
          quantity: 1,
        },
      ],
    });
    expect(moved.status).toBe(200);
    // Saved after the change (a microtask later).
    await vi.waitFor(() => expect(localStorage.getItem(DEMO_STORAGE_KEY)).not.toBe(beforeMove));
    const saved = localStorage.getItem(DEMO_STORAGE_KEY);
    expect(saved).toContain(`"version":${DATABASE_VERSION}`);

    // A reload: the module state is gone, the storage is not.
    resetDatabase();
    expect(startDemoPersistence({ persist: true, scale: 1, referenceDate: REFERENCE })).toBe(true);
    const reloaded = getDatabase()
      .customers[0]?.clients.flatMap((c) => c.sites)
      .find((s) => s.id === 1);
    expect(reloaded?.inventory_items[0]?.quantity).toBe((item?.quantity ?? 0) - 1);
    // The session survives the reload too.
    expect((await call('customerData', { token: access })).status).toBe(200);
  });

  it('resetDemoData clears the saved data and reseeds', async () => {
    startDemoPersistence({ persist: true, scale: 1, referenceDate: REFERENCE });
    const { access } = await login();
    resetDemoData();
    expect((await call('customerData', { token: access })).status).toBe(401);
    const saved = JSON.parse(localStorage.getItem(DEMO_STORAGE_KEY) ?? '{}');
    expect(saved.tokens).toEqual({ access: {}, refresh: {} });
  });

  it('does not touch storage when persist is false', () => {
    startDemoPersistence({ persist: false, scale: 1, referenceDate: REFERENCE });
    expect(localStorage.getItem(DEMO_STORAGE_KEY)).toBeNull();
  });

  it('reseeds when the saved data is of another version', () => {
    localStorage.setItem(DEMO_STORAGE_KEY, JSON.stringify({ version: 0 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startDemoPersistence({ persist: true, scale: 1, referenceDate: REFERENCE })).toBe(false);
    expect(getDatabase().customers).toHaveLength(2);
  });

  it('reseeds over a corrupt or tampered save, and replaces it', () => {
    startDemoPersistence({ persist: true, scale: 1, referenceDate: REFERENCE });
    const good = JSON.parse(localStorage.getItem(DEMO_STORAGE_KEY) ?? '{}');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tampered = [
      // Half a save (the quota ran out mid-write, or an edit broke it).
      JSON.stringify(good).slice(0, 5000),
      // A user made admin of a customer that does not exist.
      JSON.stringify({ ...good, users: [{ ...good.users[0], customer_id: 42 }] }),
      // Stock that cannot be: a negative quantity deep in the tree.
      JSON.stringify(good).replace(/"quantity":\d+/, '"quantity":-3'),
    ];
    for (const text of tampered) {
      localStorage.setItem(DEMO_STORAGE_KEY, text);
      resetDatabase();
      expect(startDemoPersistence({ persist: true, scale: 1, referenceDate: REFERENCE })).toBe(
        false,
      );
      expect(JSON.parse(exportDatabase())).toEqual({ ...good, referenceDate: expect.any(String) });
      expect(JSON.parse(localStorage.getItem(DEMO_STORAGE_KEY) ?? '{}').users).toEqual(good.users);
    }
    expect(warn).toHaveBeenCalledTimes(tampered.length);
  });
});

describe('demoScenarios', () => {
  it('reads ?scenario= and keeps it for the tab; ?scenario=none clears it', () => {
    expect(demoScenarios('?scenario=slow;delayMs=500&scenario=empty-data')).toEqual([
      { name: 'slow', delayMs: 500 },
      { name: 'empty-data' },
    ]);
    expect(sessionStorage.getItem(DEMO_SCENARIO_SESSION_KEY)).toBe('slow;delayMs=500,empty-data');
    expect(demoScenarios('')).toEqual([{ name: 'slow', delayMs: 500 }, { name: 'empty-data' }]);
    expect(demoScenarios('?scenario=none')).toEqual([]);
    expect(demoScenarios('')).toEqual([]);
  });

  it('refuses a list with an unknown name or field, says why, and switches nothing on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(demoScenarios('?scenario=slow;delay=500,empty-data')).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      '[mocks] ?scenario= refused, no scenario switched on: slow: unknown field "delay" (fields: endpoint, delayMs)',
    );
    // Not kept for the tab: the next page load does not repeat the refusal silently.
    expect(sessionStorage.getItem(DEMO_SCENARIO_SESSION_KEY)).toBeNull();
    expect(demoScenarios('?scenario=slwo')).toEqual([]);
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('unknown scenario "slwo"'));
    localStorage.setItem(DEMO_SCENARIO_STORAGE_KEY, '[{"name":"network-error","endpoint":"x"}]');
    expect(demoScenarios('')).toEqual([]);
    expect(error).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\[mocks\] localStorage scaffold-mock:scenarios refused, .*endpoint/),
    );
  });

  it('falls back to localStorage (text or JSON)', () => {
    localStorage.setItem(
      DEMO_SCENARIO_STORAGE_KEY,
      'server-error;endpoint=customerData;status=503',
    );
    expect(demoScenarios('')).toEqual([
      { name: 'server-error', endpoint: 'customerData', status: 503 },
    ]);
    localStorage.setItem(DEMO_SCENARIO_STORAGE_KEY, '[{"name":"network-error"}]');
    expect(demoScenarios('')).toEqual([{ name: 'network-error' }]);
  });
});

describe('resetDemoData outside the demo', () => {
  it('is resetDatabase() with the defaults (MOCK_NOW)', () => {
    vi.unstubAllGlobals();
    resetDemoData();
    expect(getDatabase().referenceDate).toBe(MOCK_NOW);
  });
});
