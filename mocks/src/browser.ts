import { setupWorker } from 'msw/browser';
import { expireAccessTokens, revokeRefreshTokens } from './auth/tokens';
import { mockNow, setMockClock } from './db/clock';
import { type DemoReferenceDate, demoScenarios, resetDemoData, startDemoPersistence } from './demo';
import { handlers } from './handlers';
import { setMockLatency } from './handlers/respond';
import { clearScenarios, getScenarios, type Scenario, setScenario } from './scenarios';

export interface StartMockWorkerOptions {
  /** Keep the database in localStorage across reloads (default true). */
  persist?: boolean;
  /**
   * Seeded dates are placed before this; 'now' (default) is the moment the data is seeded (at
   * start, or at 'Reset demo data'), so the sample never holds work later than the live clock.
   */
  referenceDate?: DemoReferenceDate;
  /** Sample scale for a fresh seed (default 1). */
  scale?: number;
  /** A delay before every answer, so loading states are seen (default 150 ms). */
  latencyMs?: number;
  /** Scenarios to switch on besides those from the URL or storage. */
  scenarios?: Scenario[];
  /** Default '/mockServiceWorker.js' (mocks/public; the portal's demo build serves it there). */
  serviceWorkerUrl?: string;
}

/** What the page (and e2e tests, via `window.scaffoldMock`) can do with the running mock. */
export interface MockWorkerControls {
  resetDemoData: () => void;
  setScenario: (scenario: Scenario) => void;
  clearScenarios: () => void;
  getScenarios: () => Scenario[];
  expireAccessTokens: () => void;
  revokeRefreshTokens: () => void;
  stop: () => void;
}

declare global {
  interface Window {
    scaffoldMock?: MockWorkerControls;
  }
}

/**
 * Starts the mock API in the browser (demo mode): loads the saved database or seeds one, runs
 * the clock in real time (tokens expire for real), switches on the scenarios of the URL or
 * storage, and starts the service worker. Requests the mock does not know pass through.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}) {
  startDemoPersistence({
    persist: options.persist ?? true,
    scale: options.scale ?? 1,
    referenceDate: options.referenceDate ?? 'now',
  });
  setMockClock('live');

  setMockLatency(options.latencyMs ?? 150);
  clearScenarios();
  for (const scenario of [...demoScenarios(), ...(options.scenarios ?? [])]) setScenario(scenario);

  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  const controls: MockWorkerControls = {
    resetDemoData,
    setScenario,
    clearScenarios: () => clearScenarios(),
    getScenarios,
    expireAccessTokens,
    revokeRefreshTokens: () => revokeRefreshTokens(),
    stop: () => worker.stop(),
  };
  window.scaffoldMock = controls;
  if (getScenarios().length > 0) {
    console.info(
      '[mocks] scenarios on:',
      getScenarios()
        .map((s) => s.name)
        .join(', '),
    );
  }
  console.info(`[mocks] demo API running; clock ${mockNow().toISOString()}`);
  return controls;
}

export { demoScale } from './demo';
export * from './index';
