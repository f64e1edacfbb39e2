// Which of our calls the server has (its capabilities:
// docs/DECISIONS.md "Which calls a server has"). Not a query: no screen waits on it, and no
// observer's coming and going can cancel it. The answer of the session is kept beside the session (sessionStorage); the calls the
// server had when last asked are kept on the device (localStorage, per API base), so the next
// session starts from them at once and asks again beside its first reads.
import type { ApiClient, CapabilitiesAnswer } from '@scaffold/api-client';
import type { CapabilityCallName, EndpointName } from '@scaffold/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { API_BASE_URL, IS_DEMO } from '../../config/env';
import { keptBesideTheCache } from '../cache/kept-beside';

/** This session's listed or absent answer (sessionStorage: a reload does not ask again). */
export const CAPABILITIES_KEY = 'scaffold:capabilities';
/** The calls the server had when this device last asked (localStorage: no user's data). */
export const SERVER_CALLS_KEY = 'scaffold:server-calls';

/** After an answer that told nothing, the next ask waits this long, doubling up to the most. */
export const ASK_AGAIN_MS = 30_000;
export const ASK_AGAIN_MAX_MS = 10 * 60_000;

/** What the portal goes by: the server's calls, and whether the server said so this session. */
export interface Belief {
  calls: readonly string[];
  /** A listed or absent answer this session; otherwise what the device knew, or the spec's. */
  confirmed: boolean;
}

interface ServerCalls {
  belief: Belief | null;
  asking: Promise<void> | null;
  /** Asked since this state began (a page, or a session after a forget). */
  asked: boolean;
  /** The last answer was a refusal of a request that went without a token. */
  refusedWithoutToken: boolean;
  /** Answers in a row that told nothing. */
  unanswered: number;
  nextAskAt: number;
  generation: number;
  listeners: Set<() => void>;
}

const stringList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((name) => typeof name === 'string') ? value : null;

function read(storage: () => Storage, key: string): unknown {
  try {
    return JSON.parse(storage().getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // No storage: asked again on the next page.
  }
}

const session = () => sessionStorage;
const device = () => localStorage;

/** This session's answer, else what the device knew of this server, else nothing. */
function keptBelief(): Belief | null {
  const confirmed = stringList(read(session, CAPABILITIES_KEY));
  if (confirmed) return { calls: confirmed, confirmed: true };
  const kept = read(device, SERVER_CALLS_KEY) as { base?: unknown; calls?: unknown } | null;
  const calls = kept?.base === API_BASE_URL ? stringList(kept.calls) : null;
  return calls ? { calls, confirmed: false } : null;
}

// Bumped when a session ends (forgetCapabilities) or a test starts afresh: every state begins
// again from what is kept.
let generation = 0;
const states = new WeakMap<ApiClient, ServerCalls>();

function fresh(previous?: ServerCalls): ServerCalls {
  return {
    belief: keptBelief(),
    asking: null,
    asked: false,
    refusedWithoutToken: false,
    unanswered: 0,
    nextAskAt: 0,
    generation,
    listeners: previous?.listeners ?? new Set(),
  };
}

function stateOf(api: ApiClient): ServerCalls {
  let state = states.get(api);
  if (!state || state.generation !== generation) {
    state = fresh(state);
    states.set(api, state);
  }
  return state;
}

function learn(state: ServerCalls, answer: CapabilitiesAnswer): void {
  if (answer.kind === 'listed' || answer.kind === 'absent') {
    const calls = answer.kind === 'listed' ? answer.calls : [];
    state.belief = { calls, confirmed: true };
    state.unanswered = 0;
    state.refusedWithoutToken = false;
    // The demo keeps only its mock's own answer: a read made as a tab unloads leaves the in-page
    // mock (MSW lets a closing tab go at beforeunload) and the static host answers it 404.
    if (IS_DEMO && calls.length === 0) return;
    if (state.generation === generation) write(session, CAPABILITIES_KEY, calls);
    write(device, SERVER_CALLS_KEY, { base: API_BASE_URL, calls });
    return;
  }
  // Nothing learnt: go on as before (the base calls when nothing was known), ask again later.
  state.belief = { calls: state.belief?.calls ?? [], confirmed: false };
  state.refusedWithoutToken = answer.kind === 'refused' && !answer.withToken;
  state.unanswered += 1;
  state.nextAskAt =
    Date.now() + Math.min(ASK_AGAIN_MS * 2 ** (state.unanswered - 1), ASK_AGAIN_MAX_MS);
  if (!IS_DEMO && read(device, SERVER_CALLS_KEY) === null) {
    write(device, SERVER_CALLS_KEY, { base: API_BASE_URL, calls: [] });
  }
}

function ask(api: ApiClient, state: ServerCalls): Promise<void> {
  state.asked = true;
  state.asking ??= api
    .getCapabilities()
    // Rejects only if aborted, which nobody does: a shared ask belongs to no one reader.
    .catch((): CapabilitiesAnswer => ({ kind: 'unavailable', status: null }))
    .then((answer) => {
      learn(state, answer);
      state.asking = null;
      for (const listener of [...state.listeners]) listener();
    });
  return state.asking;
}

/**
 * Asks the server which calls it has when that is due: never asked since this page or session
 * began; the last answer a refusal without a token (one is sent now, if signed in); or an answer
 * that told nothing, ASK_AGAIN_MS (doubling) ago. Never once a listed or absent answer is in.
 */
export function askServerCalls(api: ApiClient): void {
  const state = stateOf(api);
  if (state.asking || state.belief?.confirmed) return;
  if (!state.asked || state.refusedWithoutToken || Date.now() >= state.nextAskAt) {
    void ask(api, state);
  }
}

/** Waits for `until`, or rejects with the reader's abort. */
function unlessAborted(until: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    void until.then(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    });
  });
}

/**
 * How a screen's read of `name` goes now: 'server' (the server said it has the call), 'try' (the
 * device knew it had it: to be confirmed if it fails) or 'spec' (computed from the base calls).
 * Waits only on a device that never had an answer from this server, for the ask in flight (sent
 * when the sign-in page opened), at most the call's time-out.
 */
export async function readPlan(
  api: ApiClient,
  name: CapabilityCallName,
  signal: AbortSignal,
): Promise<'server' | 'try' | 'spec'> {
  askServerCalls(api);
  const state = stateOf(api);
  if (!state.belief && state.asking) await unlessAborted(state.asking, signal);
  const belief = stateOf(api).belief;
  if (!belief?.calls.includes(name)) return 'spec';
  return belief.confirmed ? 'server' : 'try';
}

/**
 * After a call the device thought the server had failed: asks again (or joins the ask in flight)
 * and says whether the server has it, or null when the answer told nothing.
 */
export async function confirmServerHas(
  api: ApiClient,
  name: CapabilityCallName,
  signal: AbortSignal,
): Promise<boolean | null> {
  askServerCalls(api);
  const { asking } = stateOf(api);
  if (asking) await unlessAborted(asking, signal);
  const belief = stateOf(api).belief;
  return belief?.confirmed ? belief.calls.includes(name) : null;
}

/**
 * The server answered a call it was thought to have as one it lacks, and said nothing of its
 * calls: the base calls from now on, until it lists its own.
 */
export function stopTrying(api: ApiClient): void {
  const state = stateOf(api);
  if (state.belief?.confirmed) return;
  state.belief = { calls: [], confirmed: false };
  if (!IS_DEMO) write(device, SERVER_CALLS_KEY, { base: API_BASE_URL, calls: [] });
  for (const listener of [...state.listeners]) listener();
}

/**
 * Whether the server has `name`, for a component: undefined until anything is known (a device
 * that never had an answer), then what the portal goes by; it follows later answers.
 */
export function useServerHas(api: ApiClient, name: EndpointName): boolean | undefined {
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = stateOf(api);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [api],
  );
  const has = useSyncExternalStore(subscribe, () => stateOf(api).belief?.calls.includes(name));
  useEffect(() => askServerCalls(api), [api]);
  return has;
}

/** A session ended: its answer is forgotten (the device's stays: it holds no user's data). */
export function forgetCapabilities(): void {
  generation += 1;
  write(session, CAPABILITIES_KEY, null);
}

// Forgotten with the query cache. Every screen's reads and the sign-in load this module, so it is
// registered before a session it could hold an answer of ends.
keptBesideTheCache(forgetCapabilities);

/** Tests and stories: nothing known of any server, as on a new device. */
export function resetServerCalls(): void {
  forgetCapabilities();
  write(device, SERVER_CALLS_KEY, null);
}
