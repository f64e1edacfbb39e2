import { ENDPOINT_NAMES, ENDPOINTS, type EndpointName } from '@scaffold/domain';
import { lastTokenSerial } from './auth/tokens';
import { databaseGeneration } from './db/database';
import { createSeededRandom, type SeededRandom } from './sample/prng';

/** Every call the mock answers, by its name in the contract (scenarios and docs use these). */
export const MOCK_ENDPOINTS: readonly EndpointName[] = ENDPOINT_NAMES;
export type MockEndpoint = EndpointName;

/** The calls that need a bearer token. */
export const AUTHENTICATED_ENDPOINTS: readonly EndpointName[] = ENDPOINT_NAMES.filter(
  (name) => ENDPOINTS[name].auth === 'bearer',
);

/**
 * One named scenario per documented error case (SPEC section 8, shared DECISIONS.md).
 * `endpoint` narrows a scenario to one call; without it, server-error, network-error,
 * malformed-body and chaos hit every authenticated call, and slow hits every call.
 */
export type Scenario =
  /** login answers 401 whatever the credentials. */
  | { name: 'login-failure' }
  /** register answers `status` (default 500) with {detail}. */
  | { name: 'registration-error'; status?: number }
  /** register answers 204 with no body. */
  | { name: 'registration-no-content' }
  /** passwordReset answers `status` (default 500) with {detail}. */
  | { name: 'password-reset-error'; status?: number }
  /** refresh answers 401: the session-expired path. */
  | { name: 'refresh-failure' }
  /** Every access token issued before the scenario took effect answers 401; refresh works. */
  | { name: 'expired-access-token' }
  /** The call answers `status` (default 500) with {detail}. */
  | { name: 'server-error'; endpoint?: MockEndpoint; status?: number }
  /** The request fails at the network level (fetch rejects). */
  | { name: 'network-error'; endpoint?: MockEndpoint }
  /** The answer comes after `delayMs` (default 3000; 'infinite' never answers). */
  | { name: 'slow'; endpoint?: MockEndpoint; delayMs?: number | 'infinite' }
  /** 200 with a body that breaks the contract: a wrong shape (default) or text that is not JSON. */
  | { name: 'malformed-body'; endpoint?: MockEndpoint; kind?: 'wrong-shape' | 'invalid-json' }
  /** The signed-in customer has no clients, sites or inspections. */
  | { name: 'empty-data' }
  /** Authenticated calls fail with 503 at random (seeded), `rate` of the time (default 0.3). */
  | { name: 'chaos'; rate?: number; seed?: number };

export type ScenarioName = Scenario['name'];

export const SCENARIO_NAMES = [
  'login-failure',
  'registration-error',
  'registration-no-content',
  'password-reset-error',
  'refresh-failure',
  'expired-access-token',
  'server-error',
  'network-error',
  'slow',
  'malformed-body',
  'empty-data',
  'chaos',
] as const satisfies readonly ScenarioName[];

/** A scenario switched on, with the little state some of them keep. */
export interface ActiveScenario {
  scenario: Scenario;
  /** expired-access-token: tokens up to this serial are refused; re-armed after a reset */
  tokenCutoff?: { generation: number; serial: number };
  random?: SeededRandom;
}

let active: ActiveScenario[] = [];

const sameSlot = (a: Scenario, b: Scenario) =>
  a.name === b.name &&
  ('endpoint' in a ? a.endpoint : undefined) === ('endpoint' in b ? b.endpoint : undefined);

/** Wraps a scenario with its state; `armNow` starts expired-access-token at this instant. */
export function activate(scenario: Scenario, armNow = false): ActiveScenario {
  const entry: ActiveScenario = { scenario: structuredClone(scenario) };
  if (scenario.name === 'chaos') entry.random = createSeededRandom(scenario.seed ?? 1);
  if (scenario.name === 'expired-access-token' && armNow) {
    entry.tokenCutoff = { generation: databaseGeneration(), serial: lastTokenSerial() };
  }
  return entry;
}

/**
 * Switches a scenario on for every request the shared handlers answer (tests, the demo).
 * It replaces a scenario of the same name and endpoint. Storybook stories use
 * scenarioHandlers() instead, so one story's scenario cannot leak into another.
 */
export function setScenario(scenario: Scenario): void {
  active = [
    ...active.filter((entry) => !sameSlot(entry.scenario, scenario)),
    activate(scenario, true),
  ];
}

/** Switches off one scenario by name (every endpoint), or all of them. */
export function clearScenarios(name?: ScenarioName): void {
  active = name === undefined ? [] : active.filter((entry) => entry.scenario.name !== name);
}

export function getScenarios(): Scenario[] {
  return active.map((entry) => structuredClone(entry.scenario));
}

/** The shared list (internal). */
export function activeScenarios(): readonly ActiveScenario[] {
  return active;
}

/**
 * Reads scenarios from text, as the demo takes them from `?scenario=` or localStorage:
 * `name` or `name;key=value;key=value`, several separated by `,` — e.g.
 * `slow;delayMs=2000,server-error;endpoint=customerData;status=503`. Unknown names are skipped.
 */
export function parseScenarios(text: string): Scenario[] {
  const scenarios: Scenario[] = [];
  for (const part of text.split(',')) {
    const [rawName = '', ...pairs] = part.trim().split(';');
    const name = rawName.trim();
    if (!(SCENARIO_NAMES as readonly string[]).includes(name)) continue;
    const scenario: Record<string, unknown> = { name };
    let valid = true;
    for (const pair of pairs) {
      const [key = '', value = ''] = pair.split('=').map((piece) => piece.trim());
      if (!key) continue;
      if (key === 'endpoint') {
        // An unknown endpoint drops the scenario rather than widening it to every call.
        valid &&= (MOCK_ENDPOINTS as readonly string[]).includes(value);
        scenario.endpoint = value;
      } else if (key === 'kind') {
        valid &&= value === 'wrong-shape' || value === 'invalid-json';
        scenario.kind = value;
      } else if (key === 'delayMs' && value === 'infinite') {
        scenario.delayMs = 'infinite';
      } else if (Number.isFinite(Number(value)) && value !== '') {
        scenario[key] = Number(value);
      }
    }
    if (!valid) continue;
    scenarios.push(scenario as Scenario);
  }
  return scenarios;
}
