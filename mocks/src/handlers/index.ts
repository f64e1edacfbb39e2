import type { EndpointName } from '@scaffold/domain';

import type { DefaultBodyType, HttpHandler, HttpResponseResolver, PathParams } from 'msw';
import {
  type ActiveScenario,
  activate,
  activeScenarios,
  type Scenario,
  toScenario,
} from '../scenarios';
import { authHandlers } from './auth';
import { customerHandlers } from './customers';
import { hireHandlers } from './hire';
import { inspectionHandlers } from './inspections';
import { readHandlers } from './reads';
import { registrationHandlers } from './registration';
import { endpointHandler, type ScenarioSource } from './respond';
import { scaffoldHandlers } from './scaffolds';
import { signingHandlers } from './signing';
import { stockHandlers } from './stock';
import { tagHandlers } from './tags';
import { userHandlers } from './users';

export const HANDLER_GROUP_NAMES = [
  'auth',
  'users',
  'customers',
  'inspections',
  'stock',
  'registration',
  'scaffolds',
  'hire',
  'reads',
] as const;
export type HandlerGroupName = (typeof HANDLER_GROUP_NAMES)[number];

/** Which group answers each endpoint of the contract. */
export const ENDPOINT_GROUPS = {
  login: 'auth',
  refresh: 'auth',
  logout: 'auth',
  passwordReset: 'auth',
  users: 'users',
  customerData: 'customers',
  register: 'registration',
  inspectionMetrics: 'inspections',
  customerInspections: 'inspections',
  saveInspection: 'inspections',
  componentSystems: 'inspections',
  moveItems: 'stock',
  stockMovements: 'stock',
  scaffolds: 'scaffolds',
  createScaffold: 'scaffolds',
  scaffoldDetails: 'scaffolds',
  changeScaffoldLife: 'scaffolds',
  recordHandover: 'scaffolds',
  reprintTag: 'scaffolds',
  recordAdverseWeather: 'scaffolds',
  handoverCertificate: 'scaffolds',
  createSigningLink: 'scaffolds',
  revokeSigningLink: 'scaffolds',
  tagStatus: 'scaffolds',
  scaffoldByTag: 'scaffolds',
  signingDocument: 'scaffolds',
  signDocument: 'scaffolds',
  createDeliveryNote: 'hire',
  createCollectionNote: 'hire',
  createOffHire: 'hire',
  siteHire: 'hire',
  hireNote: 'hire',
  hireStatement: 'hire',
  hireOverview: 'hire',
  capabilities: 'reads',
  dashboardSummary: 'reads',
  siteTonnage: 'reads',
  lowStock: 'reads',
  siteOverview: 'reads',
  siteList: 'reads',
  siteClients: 'reads',
  componentSearch: 'reads',
  moveDestinations: 'reads',
  siteDetails: 'reads',
  siteInspections: 'reads',
  inspectionDetails: 'reads',
  inspectionSummary: 'reads',
  inspectionSites: 'reads',
  inventoryItems: 'reads',
  inventorySites: 'reads',
  media: 'reads',
} as const satisfies Record<EndpointName, HandlerGroupName>;

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
    // Scaffolds, tags, handovers and signing links, in one group.
    scaffolds: [...scaffoldHandlers(source), ...signingHandlers(source), ...tagHandlers(source)],
    hire: hireHandlers(source),
    reads: readHandlers(source),
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
  const own: ActiveScenario[] = scenarios.map((scenario) => activate(toScenario(scenario)));
  return createHandlerGroups(() => [...own, ...activeScenarios()]);
}

/**
 * For a story: one endpoint answered by `resolver`, the rest of its group as usual. E.g.
 * `parameters: { msw: { handlers: overrideEndpoint('login', () => delay('infinite')) } }`.
 */
export function overrideEndpoint(
  endpoint: EndpointName,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType>,
): Partial<HandlerGroups> {
  const group = ENDPOINT_GROUPS[endpoint];
  return { [group]: [endpointHandler(endpoint, resolver), ...handlerGroups[group]] };
}
