import type { CustomerNode, Id, Site } from '@scaffold/domain';
import { indexSites, type SitePath, siteAt, withSiteAt } from '@scaffold/domain';
import { MOCK_NOW } from '../constants';
import { setMockClock } from './clock';
import { type SeedOptions, seedDatabase } from './seed';
import { type DatabaseState, databaseStateSchema } from './state';

export interface ResetOptions extends SeedOptions {
  /** 'frozen' (default) stops the clock at the reference date; 'live' runs it in real time. */
  clock?: 'frozen' | 'live';
}

let state: DatabaseState | null = null;
let generation = 0;
let siteIndex: Map<Id, SitePath> | null = null;
const listeners = new Set<() => void>();

/** The live state. Internal: handlers read it; nothing outside the mocks gets a reference. */
export function currentState(): DatabaseState {
  if (!state) {
    state = seedDatabase();
    setMockClock(MOCK_NOW);
  }
  return state;
}

/** Replaces the state after a mutation and tells the listeners (the demo saves it). */
export function commit(next: DatabaseState): void {
  if (state && next.customers !== state.customers) siteIndex = null;
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Reseeds the database (customer 1 from the sample generator, customer 2's small set, the demo
 * accounts), forgets every token, and stops the clock at the reference date unless told
 * otherwise. Scenarios are separate: see clearScenarios().
 */
export function resetDatabase(options: ResetOptions = {}): void {
  const fresh = seedDatabase(options);
  siteIndex = null;
  generation += 1;
  setMockClock(options.clock === 'live' ? 'live' : fresh.referenceDate);
  commit(fresh);
}

/** Bumped by every reset: per-story scenario state re-arms when it changes. */
export function databaseGeneration(): number {
  return generation;
}

/** A deep copy of the whole database, for tests and tools: changing it changes nothing. */
export function getDatabase(): DatabaseState {
  return structuredClone(currentState());
}

/** Called after every change (the demo persists the database from here). */
export function onDatabaseChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The database as JSON, e.g. to save it. */
export function exportDatabase(): string {
  return JSON.stringify(currentState());
}

/**
 * Loads a database saved by exportDatabase(), checked in full by databaseStateSchema first: a
 * save that is corrupt, of another version, or edited by hand into something the handlers would
 * trip over is refused (false, nothing changes, the reason on the console). `reset: false` (a
 * copy another demo tab saved) keeps the scenarios' notion of "since the last reset".
 */
export function importDatabase(json: string, options: { reset?: boolean } = {}): boolean {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    console.warn('[mocks] saved database refused: not JSON');
    return false;
  }
  const parsed = databaseStateSchema.safeParse(raw);
  if (!parsed.success) {
    const reasons = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || 'database'}: ${issue.message}`);
    console.warn(`[mocks] saved database refused: ${reasons.join('; ')}`);
    return false;
  }
  siteIndex = null;
  if (options.reset ?? true) generation += 1;
  commit(parsed.data);
  return true;
}

/** The customer node of a customer id (a live reference: read only). */
export function customerNode(customerId: Id): CustomerNode | undefined {
  return currentState().customers.find((customer) => customer.id === customerId);
}

/** A site and the customer owning it (live references: read only). */
export function findSite(siteId: Id): { site: Site; customerId: Id } | undefined {
  const { customers } = currentState();
  siteIndex ??= indexSites(customers);
  const path = siteIndex.get(siteId);
  const site = path ? siteAt(customers, path) : undefined;
  return path && site ? { site, customerId: path.customerId } : undefined;
}

/**
 * `current` with one site replaced (copy on write along its path), or undefined when there is no
 * such site. Commits nothing: a write that must land with something else (its Idempotency-Key's
 * answer) commits the two together.
 */
export function withSiteReplaced(
  current: DatabaseState,
  siteId: Id,
  update: (site: Site) => Site,
): DatabaseState | undefined {
  let index: Map<Id, SitePath>;
  if (current === state) {
    siteIndex ??= indexSites(current.customers);
    index = siteIndex;
  } else index = indexSites(current.customers);
  const path = index.get(siteId);
  const site = path ? siteAt(current.customers, path) : undefined;
  if (!path || !site) return undefined;
  return { ...current, customers: withSiteAt(current.customers, path, update(site)) };
}

/** Hands out the next run-time id of a kind. */
export function nextId(kind: keyof DatabaseState['counters']): number {
  const current = currentState();
  const id = current.counters[kind] + 1;
  // Counters change without a commit: the next committed mutation saves them with it.
  state = { ...current, counters: { ...current.counters, [kind]: id } };
  return id;
}
