import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock API for Vitest (Node): `const server = createMockServer();`
 * `beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))`, `afterAll(() => server.close())`,
 * and `resetDatabase()` + `clearScenarios()` before each test. Any base URL works.
 */
export function createMockServer() {
  return setupServer(...handlers);
}

export {
  type MockHttpServer,
  type MockHttpServerOptions,
  startMockHttpServer,
} from './http-server';
export * from './index';
export { type ServeMockOptions, samplePhotos, serveMock } from './serve';
export { UNKNOWN_CALL_ANSWERS, type UnknownCallAnswer } from './unknown-calls';
