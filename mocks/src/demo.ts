import { exportDatabase, importDatabase, onDatabaseChange, resetDatabase } from './db/database';
import { DATABASE_VERSION } from './db/state';
import { parseScenarios, type Scenario } from './scenarios';

// The demo's persistence: browser storage only, guarded so this module also loads in Node.

/** Where the demo keeps its database; the version makes an older saved shape reseed. */
export const DEMO_STORAGE_KEY = `scaffold-mock-db:v${DATABASE_VERSION}`;
/** Scenarios the demo starts with, kept across reloads (same text as `?scenario=`). */
export const DEMO_SCENARIO_STORAGE_KEY = 'scaffold-mock:scenarios';
/** Scenarios given by `?scenario=` last for the tab (sessionStorage), through navigation. */
export const DEMO_SCENARIO_SESSION_KEY = 'scaffold-mock:url-scenarios';

/** 'now': seeded around the moment of seeding, so no sample time lies ahead of the live clock. */
export type DemoReferenceDate = Date | string | 'now';

let seedOptions: { scale: number; referenceDate: DemoReferenceDate } | null = null;
let persisting = false;
let saveQueued = false;
let unsubscribe: (() => void) | null = null;

function reseed(options: { scale: number; referenceDate: DemoReferenceDate }): void {
  const referenceDate = options.referenceDate === 'now' ? new Date() : options.referenceDate;
  resetDatabase({ scale: options.scale, referenceDate, clock: 'live' });
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage can be disabled (privacy modes); the demo then runs in memory
  }
}

function saveNow(): void {
  saveQueued = false;
  if (!persisting) return;
  try {
    storage('local')?.setItem(DEMO_STORAGE_KEY, exportDatabase());
  } catch (error) {
    // Usually the quota (large photos): the demo goes on in memory.
    console.warn('[mocks] demo data could not be saved', error);
  }
}

/** Saves after each change, once per tick however many records changed. */
function queueSave(): void {
  if (saveQueued) return;
  saveQueued = true;
  queueMicrotask(saveNow);
}

/**
 * Clears the saved demo data and reseeds it (the portal's 'Reset demo data' button). Signed-in
 * sessions end with it: their tokens are forgotten. Outside the demo (Storybook, tests) it is
 * resetDatabase() with the defaults: MOCK_NOW and a frozen clock.
 */
export function resetDemoData(): void {
  storage('local')?.removeItem(DEMO_STORAGE_KEY);
  if (!seedOptions) {
    resetDatabase();
    return;
  }
  reseed(seedOptions);
  saveNow();
}

/**
 * Loads the saved demo database (or seeds a fresh one) and saves it after every change.
 * Used by startMockWorker(); returns whether saved data was found.
 */
export function startDemoPersistence(options: {
  persist: boolean;
  scale: number;
  referenceDate: DemoReferenceDate;
}): boolean {
  seedOptions = { scale: options.scale, referenceDate: options.referenceDate };
  persisting = options.persist;
  const saved = persisting ? storage('local')?.getItem(DEMO_STORAGE_KEY) : null;
  const loaded = Boolean(saved && importDatabase(saved));
  if (!loaded) reseed(seedOptions);
  unsubscribe?.();
  unsubscribe = onDatabaseChange(queueSave);
  saveNow();
  return loaded;
}

/** Scenarios for this page load: `?scenario=…` (kept for the tab), else the stored ones. */
export function demoScenarios(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): Scenario[] {
  const fromUrl = new URLSearchParams(search).getAll('scenario');
  const session = storage('session');
  if (fromUrl.length > 0) {
    const text = fromUrl.join(',');
    if (text === 'none') {
      session?.removeItem(DEMO_SCENARIO_SESSION_KEY);
      return [];
    }
    session?.setItem(DEMO_SCENARIO_SESSION_KEY, text);
    return readScenarioText(text);
  }
  const stored =
    session?.getItem(DEMO_SCENARIO_SESSION_KEY) ??
    storage('local')?.getItem(DEMO_SCENARIO_STORAGE_KEY);
  return stored ? readScenarioText(stored) : [];
}

function readScenarioText(text: string): Scenario[] {
  if (text.trim().startsWith('[')) {
    try {
      return JSON.parse(text) as Scenario[];
    } catch {
      return [];
    }
  }
  return parseScenarios(text);
}
