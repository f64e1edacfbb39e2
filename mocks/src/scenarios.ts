import { ENDPOINT_NAMES, ENDPOINTS, type EndpointName } from '@scaffold/domain';
import { lastTokenSerial } from './auth/tokens';
import { databaseGeneration } from './db/database';
import { createSeededRandom, type SeededRandom } from './sample/prng';
import { type Scenario, type ScenarioName, toScenario } from './scenario-schema';

/** Every call the mock answers, by its name in the contract (scenarios and docs use these). */
export const MOCK_ENDPOINTS: readonly EndpointName[] = ENDPOINT_NAMES;
export type MockEndpoint = EndpointName;

/** The calls that need a bearer token. */
export const AUTHENTICATED_ENDPOINTS: readonly EndpointName[] = ENDPOINT_NAMES.filter(
  (name) => ENDPOINTS[name].auth === 'bearer',
);

export {
  parseScenarios,
  SCENARIO_NAMES,
  type Scenario,
  ScenarioError,
  type ScenarioName,
  scenarioSchema,
  toScenario,
} from './scenario-schema';

/** A scenario switched on, with the little state some of them keep. */
export interface ActiveScenario {
  scenario: Scenario;
  /** expired-access-token: tokens up to this serial are refused; re-armed after a reset */
  tokenCutoff?: { generation: number; serial: number };
  random?: SeededRandom;
  /** lost-answer: answers lost so far, since the reset of this generation */
  lost?: { generation: number; count: number };
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
  // Checked here too: e2e tests and the console pass plain objects (window.scaffoldMock).
  const checked = toScenario(scenario);
  active = [
    ...active.filter((entry) => !sameSlot(entry.scenario, checked)),
    activate(checked, true),
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
