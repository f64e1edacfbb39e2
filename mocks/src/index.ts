// @scaffold/mocks: runs in the browser too, so nothing here may import a Node module.
export {
  checkToken,
  createSession,
  expireAccessTokens,
  getTokenLifetimes,
  resetTokenLifetimes,
  revokeRefreshTokens,
  setTokenLifetimes,
} from './auth/tokens';
export {
  DEFAULT_TOKEN_LIFETIMES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
  MOCK_CUSTOMERS,
  MOCK_NOW,
  MOCK_OTHER_SEED,
  MOCK_SEED,
  OTHER_CUSTOMER_ID_BASE,
  REFRESH_REUSE_GRACE_MS,
  RUNTIME_ID_BASE,
} from './constants';
export { advanceMockClock, mockNow, setMockClock } from './db/clock';
export {
  databaseGeneration,
  exportDatabase,
  getDatabase,
  importDatabase,
  onDatabaseChange,
  type ResetOptions,
  resetDatabase,
} from './db/database';
export type { SeedOptions } from './db/seed';
export { type SeededLinkName, seededSigningToken, seededTagCode } from './db/seed-scaffolds';
export type { DatabaseState, RegistrationRecord, TokenRecord, UserRecord } from './db/state';
export {
  DEMO_REVISION_KEY,
  DEMO_SCENARIO_SESSION_KEY,
  DEMO_SCENARIO_STORAGE_KEY,
  DEMO_STORAGE_KEY,
  demoScenarios,
  resetDemoData,
} from './demo';
export {
  ENDPOINT_GROUPS,
  flattenHandlerGroups,
  HANDLER_GROUP_NAMES,
  type HandlerGroupName,
  type HandlerGroups,
  handlerGroups,
  handlers,
  overrideEndpoint,
  scenarioHandlers,
} from './handlers';
export { ESTIMATED_RESPONSE_TIME } from './handlers/registration';
export { endpointHandler, mswPattern, setMockLatency } from './handlers/respond';
export { memoryStorage } from './memory-storage';
export { oneUnitMove } from './one-unit-move';
export {
  AUTHENTICATED_ENDPOINTS,
  clearScenarios,
  getScenarios,
  MOCK_ENDPOINTS,
  type MockEndpoint,
  parseScenarios,
  SCENARIO_NAMES,
  type Scenario,
  ScenarioError,
  type ScenarioName,
  scenarioSchema,
  setScenario,
} from './scenarios';
