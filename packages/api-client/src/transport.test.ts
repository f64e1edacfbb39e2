// The request core on its own, against the mock backend: URL building, what is sent, and how an
// answer or its absence is mapped. Whole calls and scenarios are in client.test.ts.
import { callNameOf, loginResponseSchema, pathTo } from '@scaffold/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks';
import { useMockServer } from '@scaffold/mocks/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiAbortedError, ApiError, ApiMalformedResponseError } from './errors';
import { createTransport, readJson, type TransportConfig } from './transport';

const server = useMockServer();

function recordRequests() {
  const seen: { url: string; body: Promise<string>; headers: Headers }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ url: request.url, body: request.clone().text(), headers: request.headers });
  });
  return seen;
}

const credentials = { email: DEMO_ACCOUNTS.staff.email, password: DEMO_PASSWORD };

function transport(config: Partial<TransportConfig> = {}) {
  return createTransport({
    baseUrl: 'https://api.example.com/',
    fetch: (input, init) => globalThis.fetch(input, init),
    timeoutMs: undefined,
    ...config,
  });
}

/** login through the bare transport. */
function login({
  send = transport(),
  schema = loginResponseSchema as z.ZodType,
  body = credentials,
} = {}) {
  return send({ endpoint: 'login', body }, readJson(schema));
}

describe('createTransport', () => {
  it('joins the base URL and the path, and sends the body as JSON', async () => {
    const requests = recordRequests();
    await expect(login()).resolves.toMatchObject({ role: 'staff' });
    expect(requests.map((request) => request.url)).toEqual([
      `https://api.example.com${pathTo('login')}`,
    ]);
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse((await requests[0]?.body) ?? '')).toEqual(credentials);
  });

  it('calls the same origin (the path alone) when no base URL is given', async () => {
    const requested: string[] = [];
    const sameOrigin = transport({
      baseUrl: '',
      // What a browser does with a relative URL: resolve it against the page's origin.
      fetch: (input, init) => {
        requested.push(String(input));
        return globalThis.fetch(new URL(String(input), 'https://portal.example.com'), init);
      },
    });
    await expect(login({ send: sameOrigin })).resolves.toMatchObject({ role: 'staff' });
    expect(requested).toEqual([pathTo('login')]);
  });

  it("turns a non-OK answer into 'API Error: {status}' carrying the server's body", async () => {
    const error = await login({ body: { ...credentials, password: 'wrong' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      message: 'API Error: 401',
      body: { detail: expect.any(String) },
    });
  });

  it('names the call and the fields when an answer breaks the expected schema', async () => {
    const error = await login({ schema: z.object({ access: z.number() }) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    const malformed = error as ApiMalformedResponseError;
    expect(malformed.call).toBe(callNameOf('login'));
    expect(malformed.status).toBe(200);
    expect(malformed.issues.map((issue) => issue.path)).toEqual([['access']]);
    expect(
      malformed.message.startsWith(`Malformed response from ${callNameOf('login')} (access: `),
    ).toBe(true);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const requests = recordRequests();
    const send = transport();
    const aborted = send({ endpoint: 'login', body: credentials }, readJson(loginResponseSchema), {
      signal: AbortSignal.abort(),
    });
    await expect(aborted).rejects.toBeInstanceOf(ApiAbortedError);
    expect(requests).toEqual([]);
  });
});
