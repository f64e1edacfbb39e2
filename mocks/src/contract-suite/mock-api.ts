// The mock as an API under test: its MSW handlers answering each request in this process
// (getResponse: no network and no interception of the global fetch), its database reseeded,
// scenarios cleared, token lifetimes and latency as at start on every reset, a write held in
// flight by a body that arrives only when released, as a slow upload would.
import { type EndpointName, fillPath } from '@scaffold/domain';
import { getResponse } from 'msw';
import { vi } from 'vitest';
import { resetTokenLifetimes } from '../auth/tokens';
import { resetDatabase } from '../db/database';
import { handlers } from '../handlers';
import { isKeyRunning } from '../handlers/idempotent';
import { setMockLatency } from '../handlers/respond';
import { clearScenarios, setScenario } from '../scenarios';
import { type ApiUnderTest, answerOf, type HeldWrite } from './api-under-test';

const BASE_URL = 'http://api.test';

async function answer(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no handler for ${request.method} ${request.url}`);
  return response;
}

/** A write whose body reaches the mock only once released; the key is claimed as it starts. */
function holdWrite(
  endpoint: EndpointName,
  options: { token: string; key: string; body: unknown; userId?: number },
): HeldWrite {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bytes = new TextEncoder().encode(JSON.stringify(options.body));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await released;
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const request = new Request(`${BASE_URL}${fillPath(endpoint)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${options.token}`,
      'Idempotency-Key': options.key,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  const answered = answer(request).then(answerOf);
  const scope = `${options.userId ?? 1}:${endpoint}:${options.key}`;
  const claimed = () =>
    vi.waitFor(() => {
      if (!isKeyRunning(scope)) throw new Error(`${scope} not claimed yet`);
    });
  return { claimed, release, answer: answered };
}

/** The mock as the suites call it (they reset it before every test). */
export function useMockApi(): ApiUnderTest {
  return {
    name: 'the mock',
    kind: 'mock',
    fetch: answer,
    baseUrl: () => BASE_URL,
    async reset() {
      resetDatabase();
      clearScenarios();
      resetTokenLifetimes();
      setMockLatency(0);
    },
    holdWrite,
    setScenario,
  };
}

export { holdWrite as holdMockWrite };
