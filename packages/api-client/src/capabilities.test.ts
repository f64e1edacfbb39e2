// What each answer to the capabilities call means (endpoints/capabilities.ts): whatever a server
// answers to a call it lacks, the client learns something or nothing, and never fails.
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { CAPABILITIES_TIMEOUT_MS } from './endpoints/capabilities';
import { ApiAbortedError } from './errors';
import { createMemorySession, type SessionTokens } from './session';

const BASE_URL = 'https://api.example.com';
const HTML_404 = '<html><head><title>404 Not Found</title></head><body>Not Found</body></html>';
const INDEX_HTML = '<!doctype html><html><head><title>Scaffold portal</title></head></html>';

/** A server that never answers: the request hangs until it is aborted, as fetch's does. */
const silent = (init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

function answering(
  answer: (init?: RequestInit) => Response | Promise<Response>,
  tokens: SessionTokens | null = null,
  options: { timeoutMs?: number; ready?: boolean } = {},
) {
  const sent: { url: string; authorization: string | null }[] = [];
  const session = createMemorySession(tokens, { ready: options.ready ?? true });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return answer(init);
  };
  return { api: createApiClient({ baseUrl: BASE_URL, session, fetch, ...options }), sent };
}

const status =
  (code: number, body = '', type = 'application/json') =>
  () =>
    new Response(code === 204 ? null : body, { status: code, headers: { 'Content-Type': type } });

describe('the capabilities call', () => {
  it.each([
    [
      'the contract’s answer',
      status(200, '{"calls":["dashboardSummary","x"]}'),
      { kind: 'listed', calls: ['dashboardSummary', 'x'] },
    ],
    [
      'a 404 (a server that routes first)',
      status(404, '{"detail":"Not found."}'),
      { kind: 'absent', status: 404 },
    ],
    ['a 404 page of HTML', status(404, HTML_404, 'text/html'), { kind: 'absent', status: 404 }],
    ['a 405', status(405), { kind: 'absent', status: 405 }],
    ['a 410', status(410), { kind: 'absent', status: 410 }],
    ['a 400', status(400, '{"detail":"?"}'), { kind: 'absent', status: 400 }],
    ['a 501', status(501), { kind: 'absent', status: 501 }],
    [
      'a 200 page of HTML (a static host’s fallback)',
      status(200, INDEX_HTML, 'text/html'),
      { kind: 'absent', status: 200 },
    ],
    ['a 200 of other JSON', status(200, '{"calls":"all"}'), { kind: 'absent', status: 200 }],
    ['a 204', status(204), { kind: 'absent', status: 200 }],
    ['a 401 (an auth gateway)', status(401), { kind: 'refused', status: 401, withToken: false }],
    [
      'a 403',
      status(403, HTML_404, 'text/html'),
      { kind: 'refused', status: 403, withToken: false },
    ],
    [
      'a 503 page of HTML',
      status(503, HTML_404, 'text/html'),
      { kind: 'unavailable', status: 503 },
    ],
    ['a 500', status(500), { kind: 'unavailable', status: 500 }],
    ['a 429', status(429), { kind: 'unavailable', status: 429 }],
    ['a 408', status(408), { kind: 'unavailable', status: 408 }],
    [
      'no network',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { kind: 'unavailable', status: null },
    ],
  ])('reads %s as what it means', async (_answer, answer, meaning) => {
    const { api } = answering(answer);
    await expect(api.getCapabilities()).resolves.toEqual(meaning);
  });

  it('sends the token the session holds, and says so of a refusal; never refreshes it', async () => {
    const { api, sent } = answering(status(401), { access: 'a-1', refresh: 'r-1' });
    await expect(api.getCapabilities()).resolves.toEqual({
      kind: 'refused',
      status: 401,
      withToken: true,
    });
    expect(sent).toEqual([{ url: `${BASE_URL}/api/capabilities/`, authorization: 'Bearer a-1' }]);
  });

  it('goes without a token at once when there is none, even while the session is loading', async () => {
    const { api, sent } = answering(status(200, '{"calls":[]}'), null, { ready: false });
    await expect(api.getCapabilities()).resolves.toEqual({ kind: 'listed', calls: [] });
    expect(sent[0]?.authorization).toBeNull();
  });

  it('gives up on a server that does not answer after its own time-out, as nothing learnt', async () => {
    expect(CAPABILITIES_TIMEOUT_MS).toBeLessThan(10_000);
    const { api } = answering(
      silent,
      null,
      // The client's own time-out is longer: the call's is what applies…
      { timeoutMs: 60_000 },
    );
    // …unless told (a short one here, so the test does not wait five seconds).
    await expect(api.getCapabilities({ timeoutMs: 20 })).resolves.toEqual({
      kind: 'unavailable',
      status: null,
    });
  });

  it('rejects only when its caller aborts it', async () => {
    const { api } = answering(silent);
    const controller = new AbortController();
    const asked = api.getCapabilities({ signal: controller.signal });
    controller.abort();
    await expect(asked).rejects.toBeInstanceOf(ApiAbortedError);
  });
});
