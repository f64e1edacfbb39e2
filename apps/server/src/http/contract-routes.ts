// Every call of the contract (packages/domain/src/api/contract.ts) becomes a route here, from
// the contract's table: its method and path, its path parameters, query and body parsed with the
// contract's schemas, its bearer token checked first, its answer sent with the headers every
// answer of its kind carries. A route's own work is a Handler of the same name, and a missing
// one is a type error, so no call of the contract goes unanswered.

import type { Readable } from 'node:stream';
import {
  describeIssues,
  ENDPOINT_NAMES,
  ENDPOINTS,
  type EndpointContract,
  type EndpointName,
  type Endpoints,
  RATE_LIMITS,
  requestBodyLimit,
} from '@scaffold/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../services/services';
import { authenticate, type Caller } from './authenticate';
import { callerAddress } from './caller-address';
import { rawBodyOf } from './json-body';
import { forbidden, HttpProblem, NOT_FOUND, problem } from './problem';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Part<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S> ? Output<S> : undefined;

/** What a handler is given: the call's parts parsed by the contract, and who is calling. */
export interface Call<N extends EndpointName> {
  params: Part<N, 'pathParams'>;
  query: Part<N, 'query'>;
  body: Part<N, 'request'>;
  /** The signed-in caller; null only on the calls that take no token. */
  caller: Endpoints[N]['auth'] extends 'bearer' ? Caller : Caller | null;
  /** The request's Idempotency-Key, trimmed; null without one. */
  idempotencyKey: string | null;
  /** The raw body's text, for the Idempotency-Key's fingerprint. */
  rawBody: string;
  request: FastifyRequest;
  services: Services;
}

/** What every JSON answer is sent as. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * An answer: JSON with its status, or JSON written as it is read (an answer too large to hold,
 * json-stream.ts), or image bytes, or nothing (204, 304).
 */
export type Answer =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; jsonStream: Readable; headers?: Record<string, string> }
  | { status: number; bytes: Uint8Array; contentType: string; headers?: Record<string, string> }
  | { status: 204 | 304; headers?: Record<string, string> };

export type Handler<N extends EndpointName> = (call: Call<N>) => Promise<Answer>;
export type Handlers = { [N in EndpointName]: Handler<N> };

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** A path parameter as its schema wants it: a whole number where the schema takes a number. */
function parsePathParams(
  schema: z.ZodObject,
  raw: Record<string, string>,
  documents404: boolean,
): unknown {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const text = raw[name] ?? '';
    const numeric = (field as z.ZodType).safeParse(0).success;
    values[name] = numeric ? (/^\d{1,15}$/.test(text) ? Number(text) : Number.NaN) : text;
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  // No record has such an id: answered as one of another customer's is (a 403 where the call
  // documents no 404), so an id's shape tells a caller nothing the call does not say.
  throw documents404 ? problem(404, NOT_FOUND) : forbidden();
}

function parseWith(schema: z.ZodType, value: unknown, what: 'query' | 'body'): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw problem(400, describeIssues(parsed.error));
  void what;
  return parsed.data;
}

async function send(reply: FastifyReply, answer: Answer, privateAnswer: boolean) {
  reply.status(answer.status);
  // An answer for a signed-in caller (or a token) is never kept by a cache between them.
  if (privateAnswer) reply.header('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  if ('jsonStream' in answer) {
    reply.header('Content-Type', JSON_CONTENT_TYPE);
    return reply.send(answer.jsonStream);
  }
  if ('bytes' in answer) {
    reply.header('Content-Type', answer.contentType);
    return reply.send(Buffer.from(answer.bytes));
  }
  if ('json' in answer) {
    reply.header('Content-Type', JSON_CONTENT_TYPE);
    return reply.send(JSON.stringify(answer.json));
  }
  return reply.send();
}

/** Calls whose answers carry secrets (tokens) though they take no bearer token. */
const TOKEN_CALLS: readonly EndpointName[] = ['login', 'refresh', 'logout'];

export function registerContract(
  app: FastifyInstance,
  handlers: Handlers,
  services: Services,
): void {
  const callers = new WeakMap<FastifyRequest, Caller>();
  for (const name of ENDPOINT_NAMES) {
    const endpoint = ENDPOINTS[name] as EndpointContract;
    const handler = handlers[name] as Handler<EndpointName>;
    app.route({
      method: endpoint.method,
      url: fastifyPath(endpoint.path),
      bodyLimit: requestBodyLimit(name),
      config: { endpoint: name },
      // The token is checked before the body is read, so a stranger learns nothing from how a
      // body is refused, and a replayed write is never handed to one.
      onRequest: async (request) => {
        if (endpoint.auth === 'bearer') callers.set(request, await authenticate(request, services));
      },
      handler: async (request, reply) => {
        const caller = callers.get(request) ?? null;
        // The limits counted per address; a sign-in's per-account limit is the handler's (it
        // needs the body's email).
        for (const bucket of endpoint.rateLimits ?? []) {
          if (bucket !== 'loginAccount') {
            await services.limiter.hit(bucket, callerAddress(request), RATE_LIMITS[bucket]);
          }
        }
        const params = endpoint.pathParams
          ? parsePathParams(
              endpoint.pathParams,
              request.params as Record<string, string>,
              endpoint.errors.some((error) => error.status === 404),
            )
          : undefined;
        const query = endpoint.query
          ? parseWith(endpoint.query, request.query, 'query')
          : undefined;
        let body: unknown;
        if (endpoint.request) {
          if (request.body === undefined) throw problem(400, 'body: Required');
          body = parseWith(endpoint.request, request.body, 'body');
        }
        const key = request.headers['idempotency-key'];
        const answer = await handler({
          params,
          query,
          body,
          caller,
          idempotencyKey:
            endpoint.idempotencyKey && typeof key === 'string' && key.trim() ? key.trim() : null,
          rawBody: rawBodyOf(request),
          request,
          services,
        } as Call<EndpointName>);
        return send(reply, answer, endpoint.auth === 'bearer' || TOKEN_CALLS.includes(name));
      },
    });
  }
}

export { HttpProblem };
