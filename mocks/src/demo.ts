import { DEMO_SCALE_MAX, DEMO_SCALE_PARAM, DEMO_SCALE_SESSION_KEY } from './constants';
import { exportDatabase, importDatabase, onDatabaseChange, resetDatabase } from './db/database';
import { DATABASE_VERSION } from './db/state';
import { setRequestGate } from './handlers/respond';
import { parseScenarios, type Scenario, ScenarioError } from './scenarios';

// The demo's persistence: browser storage only, guarded so this module also loads in Node.
// Every tab of the demo runs its own copy of the database and saves it whole to one
// localStorage entry, so two tabs must not write over each other: each save stamps a revision;
// a tab reloads the saved copy when another tab's revision appears (the storage event, and
// before answering each request, under a Web Lock shared by the tabs where the browser has
// them), and says so on the console if it must overwrite a change it never saw.

/** Where the demo keeps its database; the version makes an older saved shape reseed. */
export const DEMO_STORAGE_KEY = `scaffold-mock-db:v${DATABASE_VERSION}`;
/** Scenarios the demo starts with, kept across reloads (same text as `?scenario=`). */
export const DEMO_SCENARIO_STORAGE_KEY = 'scaffold-mock:scenarios';
/** Scenarios given by `?scenario=` last for the tab (sessionStorage), through navigation. */
export const DEMO_SCENARIO_SESSION_KEY = 'scaffold-mock:url-scenarios';
/** A random stamp written with each save: a tab that sees another's knows the data moved on. */
export const DEMO_REVISION_KEY = `${DEMO_STORAGE_KEY}:revision`;
/** The Web Lock the tabs take to answer a request: one tab at a time reads, changes, saves. */
export const DEMO_LOCK_NAME = 'scaffold-mock-db';

/** The tab's sample scale: `?mockScale=N` (kept for the tab), else the tab's last, else 1. */
export function demoScale(): number {
  const tab = storage('session');
  const fromUrl =
    typeof window === 'undefined'
      ? null
      : new URLSearchParams(window.location.search).get(DEMO_SCALE_PARAM);
  if (fromUrl) tab?.setItem(DEMO_SCALE_SESSION_KEY, fromUrl);
  const scale = Number(fromUrl ?? tab?.getItem(DEMO_SCALE_SESSION_KEY) ?? 1);
  return Number.isInteger(scale) && scale >= 1 && scale <= DEMO_SCALE_MAX ? scale : 1;
}

/** 'now': seeded around the moment of seeding, so no sample time lies ahead of the live clock. */
export type DemoReferenceDate = Date | string | 'now';

let seedOptions: { scale: number; referenceDate: DemoReferenceDate } | null = null;
let persisting = false;
let saveQueued = false;
let unsubscribe: (() => void) | null = null;
/** The revision this tab's database holds: the last it saved or loaded. */
let knownRevision: string | null = null;
/** True while a copy from another tab is loaded: that is not a change to save back. */
let loadingOtherTab = false;
let stopListening: (() => void) | null = null;

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

const newRevision = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

function saveNow(): void {
  saveQueued = false;
  const local = persisting ? storage('local') : null;
  if (!local) return;
  if (local.getItem(DEMO_REVISION_KEY) !== knownRevision) {
    // Another tab saved after this one last loaded, and this tab changed its own copy meanwhile
    // (no Web Locks here, or the storage event came late): one of the two changes is lost.
    console.warn(
      "[mocks] Another demo tab changed the data at the same moment; its change is replaced by this tab's. Reload the other tab.",
    );
  }
  try {
    const revision = newRevision();
    local.setItem(DEMO_STORAGE_KEY, exportDatabase());
    local.setItem(DEMO_REVISION_KEY, revision);
    knownRevision = revision;
  } catch (error) {
    // Usually the quota (large photos): the demo goes on in memory.
    console.warn('[mocks] demo data could not be saved', error);
  }
}

/** Saves after each change, once per tick however many records changed. */
function queueSave(): void {
  if (saveQueued || loadingOtherTab) return;
  saveQueued = true;
  queueMicrotask(saveNow);
}

/**
 * Loads the copy another tab saved, if there is a newer one than this tab holds. A copy that
 * fails the database schema is not loaded; this tab's next save replaces it. Returns whether
 * the database was replaced.
 */
export function syncFromOtherTabs(): boolean {
  const local = persisting ? storage('local') : null;
  const revision = local?.getItem(DEMO_REVISION_KEY) ?? null;
  if (!local || revision === knownRevision) return false;
  knownRevision = revision;
  const saved = local.getItem(DEMO_STORAGE_KEY);
  if (!saved) return false;
  loadingOtherTab = true;
  try {
    return importDatabase(saved, { reset: false });
  } finally {
    loadingOtherTab = false;
  }
}

/**
 * Answers one request with this tab's database up to date and saved right after: under the tabs'
 * shared Web Lock where the browser has one, so two tabs never change the data at once.
 */
async function answerInStep(answer: () => Promise<Response>): Promise<Response> {
  const run = async () => {
    syncFromOtherTabs();
    try {
      return await answer();
    } finally {
      if (saveQueued) saveNow();
    }
  };
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(DEMO_LOCK_NAME, run) : run();
}

/** Another tab saved: load its copy now, so this tab's screens read the same data. */
function listenToOtherTabs(): void {
  stopListening?.();
  stopListening = null;
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DEMO_REVISION_KEY && event.key !== null) return;
    if (syncFromOtherTabs()) console.info('[mocks] demo data changed in another tab: reloaded');
  };
  window.addEventListener('storage', onStorage);
  stopListening = () => window.removeEventListener('storage', onStorage);
}

/**
 * Clears the saved demo data and reseeds it (the portal's 'Reset demo data' button). Signed-in
 * sessions end with it: their tokens are forgotten. Outside the demo (Storybook, tests) it is
 * resetDatabase() with the defaults: MOCK_NOW and a frozen clock.
 */
export function resetDemoData(): void {
  storage('local')?.removeItem(DEMO_STORAGE_KEY);
  storage('local')?.removeItem(DEMO_REVISION_KEY);
  knownRevision = null;
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
  const local = persisting ? storage('local') : null;
  const saved = local?.getItem(DEMO_STORAGE_KEY);
  // Checked in full (databaseStateSchema): a corrupt or tampered save is reseeded.
  const loaded = Boolean(saved && importDatabase(saved));
  knownRevision = local?.getItem(DEMO_REVISION_KEY) ?? null;
  unsubscribe?.();
  unsubscribe = null;
  if (!loaded) {
    reseed(seedOptions);
    saveNow();
  }
  unsubscribe = onDatabaseChange(queueSave);
  setRequestGate(persisting ? answerInStep : null);
  if (persisting) listenToOtherTabs();
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
    const scenarios = readScenarioText(text, '?scenario=');
    // Kept for the tab only when it was understood; a refused list is not carried along.
    if (scenarios) session?.setItem(DEMO_SCENARIO_SESSION_KEY, text);
    return scenarios ?? [];
  }
  const fromSession = session?.getItem(DEMO_SCENARIO_SESSION_KEY);
  if (fromSession) return readScenarioText(fromSession, '?scenario=') ?? [];
  const stored = storage('local')?.getItem(DEMO_SCENARIO_STORAGE_KEY);
  return stored
    ? (readScenarioText(stored, `localStorage ${DEMO_SCENARIO_STORAGE_KEY}`) ?? [])
    : [];
}

/** The scenarios of a text, or null (and the reasons on the console) when it is refused. */
function readScenarioText(text: string, from: string): Scenario[] | null {
  try {
    return parseScenarios(text);
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    console.error(`[mocks] ${from} refused, no scenario switched on: ${error.problems.join('; ')}`);
    return null;
  }
}
