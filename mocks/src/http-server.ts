// The mock API over real HTTP (Node only): the same handlers the demo and the tests use, behind
// a plain HTTP server, so the real build (no mock code in it) can be run against a server. With
// `staticRoot` it serves a built portal on the same origin too (npm run serve:mock).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINTS } from '@scaffold/domain';
import { getResponse, type HttpHandler } from 'msw';
import { handlers as allHandlers, flattenHandlerGroups, scenarioHandlers } from './handlers';
import { MOCK_CALLER_HEADER } from './handlers/rate-limit';
import { chooseEncoding, compressed, staticFiles } from './static-files';
import {
  lacksCall,
  type PlainAnswer,
  type UnknownCallAnswer,
  unknownCallAnswers,
} from './unknown-calls';

export interface MockHttpServer {
  /** e.g. 'http://127.0.0.1:41234' */
  url: string;
  /** From now on, answers a call it does not have this way (and counts afresh). */
  setUnknownCalls(mode: UnknownCallAnswer): void;
  close(): Promise<void>;
}

export interface MockHttpServerOptions {
  /**
   * Answer as other servers may where PRODUCT.md "The base calls" is silent: `201 {id}` for a save, `{status:
   * 'ok'}` for a move, `{detail}` for logout, extra fields on every object, and `passed` left out
   * (not null) on a pending inspection. The portal must work the same against both.
   */
  lenient?: boolean;
  port?: number;
  /** Where to listen; 127.0.0.1 unless told. */
  host?: string;
  /**
   * A server with only the base calls: every call a server may lack (capabilities, the reads
   * shaped by the screens, media) is a call it does not have (the spec-only scenario, for this server's
   * answers only: a save answers with its images as sent).
   */
  specOnly?: boolean;
  /**
   * How a call the server does not have is answered: 404 `{detail}` unless told; an auth
   * gateway's 401, a 403, a 405, an HTML page, a 503 then 404, no answer (unknown-calls.ts).
   */
  unknownCalls?: UnknownCallAnswer;
  /** How long 'silent' keeps a request unanswered (30 s unless told). */
  silentMs?: number;
  /**
   * Answer requests from any other origin (CORS: the request's Origin allowed, the headers the
   * portal sends, preflights answered), as an API the portal reaches on another origin must.
   */
  cors?: boolean;
  /** Compress answers with brotli or gzip, as the client accepts, like a production server. */
  compress?: boolean;
  /** A built portal to serve beside the API (index.html for every page path). */
  staticRoot?: string;
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const accepted = (incoming: IncomingMessage) => {
  const header = incoming.headers['accept-encoding'];
  return Array.isArray(header) ? header.join(',') : header;
};

function toRequest(incoming: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // The caller is the connection, whatever a client writes in a header (rate limits).
  headers.set(MOCK_CALLER_HEADER, incoming.socket.remoteAddress ?? 'unknown');
  const method = incoming.method ?? 'GET';
  return new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, {
    method,
    headers,
    body:
      method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

/** Extra fields on every object, and no `passed` on an inspection still pending. */
function loosened(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(loosened);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([key, field]) => !(key === 'passed' && field === null && 'created_at' in value))
    .map(([key, field]) => [key, loosened(field)]);
  return { ...Object.fromEntries(entries), server_revision: 7, links: { self: null } };
}

async function lenientAnswer(request: Request, response: Response): Promise<Response> {
  if (!response.ok) return response;
  const path = new URL(request.url).pathname;
  if (path === ENDPOINTS.saveInspection.path) {
    const { inspection } = (await response.json()) as { inspection: { id: number } };
    return json({ id: inspection.id }, 201);
  }
  if (path === ENDPOINTS.moveItems.path) return json({ status: 'ok' });
  if (path === ENDPOINTS.logout.path) return json({ detail: 'Successfully logged out.' });
  // An image (or anything but JSON) goes as it is: read as text it would be mangled.
  if (!response.headers.get('Content-Type')?.includes('json')) return response;
  const text = await response.text();
  if (text === '') return new Response(null, { status: response.status });
  try {
    return json(loosened(JSON.parse(text)), response.status);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
}

/** The CORS headers of an answer to `incoming`, when the server answers other origins. */
function corsHeaders(incoming: IncomingMessage, cors: boolean | undefined): Record<string, string> {
  const origin = incoming.headers.origin;
  if (!cors || !origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'ETag, Retry-After, Idempotent-Replayed',
    vary: 'Origin',
  };
}

/** Starts the mock API on 127.0.0.1 (a free port unless told). Unknown paths answer 404. */
export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<MockHttpServer> {
  const handlers: HttpHandler[] = options.specOnly
    ? flattenHandlerGroups(scenarioHandlers({ name: 'spec-only' }))
    : allHandlers;
  const files = options.staticRoot ? staticFiles(options.staticRoot) : null;
  await files?.precompress();
  let unknown = unknownCallAnswers(options.unknownCalls ?? 'not-found', options.silentMs);
  const server = createServer(async (incoming, outgoing) => {
    const cors = corsHeaders(incoming, options.cors);
    const send = (answer: PlainAnswer) => {
      outgoing.writeHead(answer.status, { ...answer.headers, ...cors });
      outgoing.end(answer.body);
    };
    const answerUnknown = async () => {
      const answer = await unknown.answer({ authorization: incoming.headers.authorization });
      if (answer) send(answer);
    };
    try {
      const url = incoming.url ?? '/';
      const method = incoming.method ?? 'GET';
      if (options.cors && method === 'OPTIONS' && incoming.headers.origin) {
        outgoing.writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Accept',
          'access-control-max-age': '600',
        });
        outgoing.end();
        return;
      }
      if (options.specOnly && lacksCall(method, new URL(url, 'http://host').pathname)) {
        await answerUnknown();
        return;
      }
      if (files && !url.startsWith('/api/')) {
        const answer =
          method === 'GET' || method === 'HEAD'
            ? await files.answer(new URL(url, 'http://host').pathname, method, accepted(incoming))
            : { status: 405, headers: { Allow: 'GET, HEAD' }, body: null };
        outgoing.writeHead(answer.status, answer.headers);
        outgoing.end(answer.body ?? undefined);
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const request = toRequest(incoming, Buffer.concat(chunks));
      const matched = await getResponse(handlers, request.clone());
      if (!matched) {
        await answerUnknown();
        return;
      }
      let response = matched;
      // A network-error scenario: drop the connection, as a failing network would.
      if (response.type === 'error') {
        incoming.socket.destroy();
        return;
      }
      if (options.lenient) response = await lenientAnswer(request, response);
      const headers = { ...Object.fromEntries(response.headers), ...cors };
      let body: Uint8Array = new Uint8Array(await response.arrayBuffer());
      if (options.compress) {
        const encoding = chooseEncoding(accepted(incoming));
        const type = response.headers.get('Content-Type') ?? '';
        const smaller = await compressed(body, encoding, type, 'dynamic');
        if (smaller && encoding) {
          body = smaller;
          headers['content-encoding'] = encoding;
          headers['content-length'] = String(smaller.byteLength);
        }
        headers.vary = cors.vary ? 'Accept-Encoding, Origin' : 'Accept-Encoding';
      }
      outgoing.writeHead(response.status, headers);
      outgoing.end(body);
    } catch (error) {
      outgoing.writeHead(500, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: String(error) }));
    }
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    setUnknownCalls: (mode) => {
      unknown.close();
      unknown = unknownCallAnswers(mode, options.silentMs);
    },
    close: () =>
      new Promise<void>((resolve) => {
        unknown.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
