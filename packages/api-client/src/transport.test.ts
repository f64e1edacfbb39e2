// The request core against a tiny local msw server: exact headers, URL building and the mapping
// of every way an exchange can fail. The calls themselves are tested against the real mock
// backend in client.test.ts.
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiAbortedError,
  ApiError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiTimeoutError,
} from './errors';
import { createTransport, readJson } from './transport';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const send = createTransport({
  baseUrl: 'https://api.example.com/',
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: undefined,
});
const pingSchema = z.object({ pong: z.number() });
const ping = (options?: Parameters<typeof send>[2]) =>
  send({ method: 'POST', path: '/api/ping/', body: { n: 1 } }, readJson(pingSchema), options);

describe('createTransport', () => {
  it('joins the base URL, sends JSON and parses the answer', async () => {
    let seen: { url: string; headers: Headers; body: unknown } | undefined;
    server.use(
      http.post('https://api.example.com/api/ping/', async ({ request }) => {
        seen = { url: request.url, headers: request.headers, body: await request.json() };
        return HttpResponse.json({ pong: 1 });
      }),
    );
    await expect(ping()).resolves.toEqual({ pong: 1 });
    expect(seen?.url).toBe('https://api.example.com/api/ping/');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.body).toEqual({ n: 1 });
  });

  it("calls the same origin ('/api/...') when no base URL is given", async () => {
    const requested: string[] = [];
    const sameOrigin = createTransport({
      baseUrl: '',
      // What a browser does with a relative URL: resolve it against the page's origin.
      fetch: (input, init) => {
        requested.push(String(input));
        return globalThis.fetch(new URL(String(input), 'https://portal.example.com'), init);
      },
      timeoutMs: undefined,
    });
    server.use(
      http.get('https://portal.example.com/api/ping/', () => HttpResponse.json({ pong: 2 })),
    );
    await expect(
      sameOrigin({ method: 'GET', path: '/api/ping/' }, readJson(pingSchema)),
    ).resolves.toEqual({ pong: 2 });
    expect(requested).toEqual(['/api/ping/']);
  });

  it("turns a non-OK answer into 'API Error: {status}' carrying the body", async () => {
    server.use(
      http.post('*/api/ping/', () => HttpResponse.json({ detail: 'nope' }, { status: 422 })),
    );
    const error = await ping().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'API Error: 422',
      body: { detail: 'nope' },
    });
  });

  it('reports a body that breaks the contract with its zod issues', async () => {
    server.use(http.post('*/api/ping/', () => HttpResponse.json({ pong: 'one' })));
    const error = await ping().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    const malformed = error as ApiMalformedResponseError;
    expect(malformed.call).toBe('POST /api/ping/');
    expect(malformed.issues[0]?.path).toEqual(['pong']);
    expect(malformed.message).toMatch(/^Malformed response from POST \/api\/ping\/ \(pong: /);
  });

  it('reports a body that is not JSON at all', async () => {
    server.use(http.post('*/api/ping/', () => HttpResponse.text('<html>oops</html>')));
    const error = await ping().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    expect((error as ApiMalformedResponseError).issues[0]?.message).toBe('Body is not JSON');
  });

  it('turns a failed fetch into ApiNetworkError', async () => {
    server.use(http.post('*/api/ping/', () => HttpResponse.error()));
    await expect(ping()).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('times out a stalled answer', async () => {
    server.use(
      http.post('*/api/ping/', async () => {
        await delay('infinite');
        return HttpResponse.json({ pong: 1 });
      }),
    );
    const error = await ping({ timeoutMs: 30 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toMatchObject({
      timeoutMs: 30,
      message: 'POST /api/ping/ timed out after 30 ms',
    });
  });

  it('rejects with an AbortError when the caller aborts, before or during the exchange', async () => {
    server.use(
      http.post('*/api/ping/', async () => {
        await delay('infinite');
        return HttpResponse.json({ pong: 1 });
      }),
    );
    const during = new AbortController();
    const pending = ping({ signal: during.signal });
    setTimeout(() => during.abort(), 20);
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiAbortedError);
    expect((error as Error).name).toBe('AbortError');

    await expect(ping({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(ApiAbortedError);
  });
});
