// For other workspaces' Vitest tests in Node (`@scaffold/mocks/testing`): the whole mock API on
// msw/node, reset before every test. Imports Vitest: never import it from app code.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetTokenLifetimes } from './auth/tokens';
import { resetDatabase } from './db/database';
import { setMockLatency } from './handlers/respond';
import { createMockServer } from './node';
import { clearScenarios } from './scenarios';

/**
 * Starts the mock API for this test file (any base URL answers; an unhandled request fails the
 * test) and, before each test, reseeds the database, clears scenarios, restores token lifetimes
 * and answers at once. Handlers a test adds with `server.use` and listeners on `server.events`
 * are removed after it. Returns the server.
 */
export function useMockServer() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetDatabase();
    clearScenarios();
    resetTokenLifetimes();
    setMockLatency(0);
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}
