import type { HttpHandler } from 'msw';
import { type ActiveScenario, activate, activeScenarios, type Scenario } from '../scenarios';
import { authHandlers } from './auth';
import { customerHandlers } from './customers';
import { inspectionHandlers } from './inspections';
import { registrationHandlers } from './registration';
import type { ScenarioSource } from './respond';
import { stockHandlers } from './stock';
import { userHandlers } from './users';

export const HANDLER_GROUP_NAMES = [
  'auth',
  'users',
  'customers',
  'inspections',
  'stock',
  'registration',
] as const;
export type HandlerGroupName = (typeof HANDLER_GROUP_NAMES)[number];

/** The handlers as named groups, the shape msw-storybook-addon merges per story. */
export type HandlerGroups = Record<HandlerGroupName, HttpHandler[]>;

function createHandlerGroups(source: ScenarioSource): HandlerGroups {
  return {
    auth: authHandlers(source),
    users: userHandlers(source),
    customers: customerHandlers(source),
    inspections: inspectionHandlers(source),
    stock: stockHandlers(source),
    registration: registrationHandlers(source),
  };
}

/** Every endpoint, grouped; they follow the scenarios switched on with setScenario(). */
export const handlerGroups: HandlerGroups = createHandlerGroups(activeScenarios);

/** Every endpoint as one list, for setupServer / setupWorker. */
export const handlers: HttpHandler[] = flattenHandlerGroups(handlerGroups);

export function flattenHandlerGroups(groups: Partial<HandlerGroups>): HttpHandler[] {
  return HANDLER_GROUP_NAMES.flatMap((name) => groups[name] ?? []);
}

/**
 * A full set of handler groups with these scenarios in force (plus any switched on with
 * setScenario). For a story: `parameters: { msw: { handlers: scenarioHandlers({ name: 'slow' }) } }`
 * replaces every group; `{ customers: scenarioHandlers(…).customers }` replaces one.
 */
export function scenarioHandlers(...scenarios: Scenario[]): HandlerGroups {
  const own: ActiveScenario[] = scenarios.map((scenario) => activate(scenario));
  return createHandlerGroups(() => [...own, ...activeScenarios()]);
}
