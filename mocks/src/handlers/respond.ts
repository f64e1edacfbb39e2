import {
  describeIssues,
  ENDPOINTS,
  type EndpointContract,
  type EndpointName,
  type Endpoints,
  requestBodyLimit,
} from '@scaffold/domain';
import {
  type DefaultBodyType,
  delay,
  type HttpHandler,
  HttpResponse,
  type HttpResponseResolver,
  http,
  type PathParams,
} from 'msw';
import type { z } from 'zod';
import { checkToken, lastTokenSerial } from '../auth/tokens';
import { databaseGeneration } from '../db/database';
import type { UserRecord } from '../db/state';
import type { ActiveScenario, MockEndpoint, Scenario } from '../scenarios';
import { rateLimited } from './rate-limit';

/** Where the handlers read the scenarios in force: the shared list, or a story's own. */
export type ScenarioSource = () => readonly ActiveScenario[];

let latencyMs = 0;

/** A delay before every answer (the demo uses a little, so loading states are seen). */
export function setMockLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

/** An error answer in the Django REST framework style the product's API uses: {detail}. */
export function problem(status: number, detail: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ detail, ...extra }, { status });
}

export { describeIssues };

/** The endpoints that take a JSON body. */
export type EndpointWithBody = {
  [N in EndpointName]: Endpoints[N] extends { request: z.ZodType } ? N : never;
}[EndpointName];

/** The request body checked against the contract's schema; a 400 with the reason otherwise. */
export async function readBody<N extends EndpointWithBody>(
  request: Request,
  endpoint: N,
): Promise<
  { ok: true; value: z.output<Endpoints[N]['request']> } | { ok: false; response: Response }
> {
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > requestBodyLimit(endpoint)) {
    return { ok: false, response: problem(413, 'The body is larger than this call takes.') };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: problem(400, 'The body is not valid JSON') };
  }
  const parsed = (ENDPOINTS[endpoint].request as z.ZodType).safeParse(raw);
  return parsed.success
    ? // Parsed by N's own schema: its output type, which TypeScript cannot follow through the union.
      { ok: true, value: parsed.data as z.output<Endpoints[N]['request']> }
    : { ok: false, response: problem(400, describeIssues(parsed.error)) };
}

const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
} as const;

/** Checks the bearer token; 401 when it is missing, unknown, expired or expired by a scenario. */
export function authenticate(
  request: Request,
  scenarios: readonly ActiveScenario[],
): { ok: true; user: UserRecord } | { ok: false; response: Response } {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) {
    return {
      ok: false,
      response: problem(401, 'Authentication credentials were not provided.'),
    };
  }
  const check = checkToken('access', match[1]);
  if (!check.ok) {
    return { ok: false, response: HttpResponse.json(TOKEN_NOT_VALID, { status: 401 }) };
  }
  for (const entry of scenarios) {
    if (entry.scenario.name !== 'expired-access-token') continue;
    // Armed at the first request after a reset (or when switched on): every token issued up to
    // then is refused, tokens from the refresh that follows are not.
    const generation = databaseGeneration();
    if (entry.tokenCutoff?.generation !== generation) {
      entry.tokenCutoff = { generation, serial: lastTokenSerial() };
    }
    if (check.record.serial <= entry.tokenCutoff.serial) {
      return { ok: false, response: HttpResponse.json(TOKEN_NOT_VALID, { status: 401 }) };
    }
  }
  return { ok: true, user: check.user };
}

/** The customer id of a path, as a number; NaN if it is not one. */
export function customerIdParam(value: string | readonly string[] | undefined): number {
  const text = typeof value === 'string' ? value : '';
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export const forbidden = () => problem(403, 'You do not have permission to perform this action.');

const authenticated = (endpoint: MockEndpoint) => ENDPOINTS[endpoint].auth === 'bearer';

/** Does the scenario hit this endpoint? Its own endpoint if named, else its default scope. */
function hits(scenario: Scenario, endpoint: MockEndpoint): boolean {
  if ('endpoint' in scenario && scenario.endpoint !== undefined) {
    return scenario.endpoint === endpoint;
  }
  if (scenario.name === 'slow') return true;
  return authenticated(endpoint);
}

export function has(scenarios: readonly ActiveScenario[], name: Scenario['name']): boolean {
  return scenarios.some((entry) => entry.scenario.name === name);
}

export function find<N extends Scenario['name']>(
  scenarios: readonly ActiveScenario[],
  name: N,
): Extract<Scenario, { name: N }> | undefined {
  return scenarios.find((entry) => entry.scenario.name === name)?.scenario as
    | Extract<Scenario, { name: N }>
    | undefined;
}

export interface RouteContext {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  scenarios: readonly ActiveScenario[];
}

export type RouteResolver = (context: RouteContext) => Response | Promise<Response>;

const DEFAULT_SLOW_MS = 3000;

/**
 * The msw pattern of an endpoint: its contract path on any origin (so a configured base URL
 * works), `{name}` parameters as `:name`. A path without a trailing slash also matches with one.
 */
export const mswPattern = (endpoint: EndpointName): string =>
  `*${ENDPOINTS[endpoint].path.replace(/\{(\w+)\}/g, ':$1')}`;

/** An msw handler for one endpoint of the contract (its method and path), e.g. for a test. */
export function endpointHandler(
  endpoint: EndpointName,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType>,
): HttpHandler {
  const method = ENDPOINTS[endpoint].method === 'GET' ? 'get' : 'post';
  return http[method](mswPattern(endpoint), resolver);
}

/**
 * One endpoint of the mock, as the contract names it: applies the latency and the
 * transport-level scenarios (slow, network error, 5xx, chaos, malformed body), then answers.
 */
export function route(
  endpoint: MockEndpoint,
  resolve: RouteResolver,
  source: ScenarioSource,
): HttpHandler {
  const lackable = (ENDPOINTS[endpoint] as EndpointContract).capability === true;
  return endpointHandler(endpoint, async ({ request, params }) => {
    const scenarios = source();
    if (latencyMs > 0) await delay(latencyMs);
    // A server without this call answers as any server does an unknown path.
    if (lackable && has(scenarios, 'spec-only')) return problem(404, 'Not found.');
    for (const { scenario } of scenarios) {
      if (scenario.name === 'slow' && hits(scenario, endpoint)) {
        await delay(scenario.delayMs ?? DEFAULT_SLOW_MS);
      }
    }
    for (const entry of scenarios) {
      const { scenario } = entry;
      if (!hits(scenario, endpoint)) continue;
      if (scenario.name === 'network-error') return HttpResponse.error();
      if (scenario.name === 'server-error') {
        const status = scenario.status ?? 500;
        return problem(status, `The server could not answer (${status}).`);
      }
      if (scenario.name === 'chaos' && entry.random?.chance(scenario.rate ?? 0.3)) {
        return problem(503, 'Service temporarily unavailable (chaos).');
      }
      if (scenario.name === 'malformed-body') {
        return scenario.kind === 'invalid-json'
          ? new HttpResponse('{"detail": "truncated', {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            })
          : HttpResponse.json({ unexpected: true, customers: 'not a list', sites: 42 });
      }
    }
    const refused = refusedRequest(endpoint, request);
    if (refused) return refused;
    const response = await requestGate(() =>
      Promise.resolve(resolve({ request, params, scenarios })),
    );
    // A handler that names its own caching (a revision: private, no-cache) keeps it.
    if (privateAnswer(endpoint) && !response.headers.has('Cache-Control')) {
      response.headers.set('Cache-Control', 'no-store');
    }
    return loseAnswer(endpoint, scenarios) ?? response;
  });
}

/** Calls whose answers carry tokens though they take none. */
const TOKEN_CALLS: readonly MockEndpoint[] = ['login', 'refresh', 'logout'];

/** An answer for a signed-in caller (or a token) is never kept by a cache between them. */
const privateAnswer = (endpoint: MockEndpoint) =>
  ENDPOINTS[endpoint].auth === 'bearer' || TOKEN_CALLS.includes(endpoint);

/**
 * What a server refuses before a call's own work, as the real one does: over one of the call's
 * rate limits per caller (429; a sign-in's per-account limit is its handler's), a body that is
 * not JSON (415) or larger than the call takes (413).
 */
function refusedRequest(endpoint: MockEndpoint, request: Request): Response | null {
  const contract = ENDPOINTS[endpoint] as EndpointContract;
  for (const bucket of contract.rateLimits ?? []) {
    if (bucket === 'loginAccount') continue;
    const limited = rateLimited(request, bucket);
    if (limited) return limited;
  }
  if (contract.request && request.method === 'POST') {
    const type = request.headers.get('Content-Type') ?? '';
    if (!/^application\/json\b/i.test(type.trim())) {
      return problem(415, 'The body must be JSON (Content-Type: application/json).');
    }
    const length = Number(request.headers.get('Content-Length') ?? '0');
    if (length > requestBodyLimit(endpoint)) {
      return problem(413, 'The body is larger than this call takes.');
    }
  }
  return null;
}

/** A gateway's own error page, as nginx sends one: HTML, not the API's `{detail}`. */
function gatewayPage(status: 502 | 503 | 504): Response {
  const title = {
    502: 'Bad Gateway',
    503: 'Service Temporarily Unavailable',
    504: 'Gateway Time-out',
  }[status];
  return new HttpResponse(
    `<html><head><title>${status} ${title}</title></head><body><center><h1>${status} ${title}</h1></center><hr><center>nginx</center></body></html>`,
    { status, headers: { 'Content-Type': 'text/html' } },
  );
}

/** The lost-answer scenario: what reaches the caller instead of the answer, while it lasts. */
function loseAnswer(endpoint: MockEndpoint, scenarios: readonly ActiveScenario[]): Response | null {
  for (const entry of scenarios) {
    const { scenario } = entry;
    if (scenario.name !== 'lost-answer' || !hits(scenario, endpoint)) continue;
    const generation = databaseGeneration();
    if (entry.lost?.generation !== generation) entry.lost = { generation, count: 0 };
    if (entry.lost.count >= (scenario.times ?? 1)) continue;
    entry.lost.count += 1;
    return scenario.status ? gatewayPage(scenario.status) : HttpResponse.error();
  }
  return null;
}

/** Runs one answer; the demo replaces it to keep tabs in step (demo.ts). */
export type RequestGate = (answer: () => Promise<Response>) => Promise<Response>;

let requestGate: RequestGate = (answer) => answer();

/** Wraps every answer (after the scenarios' delays), or restores the plain one with null. */
export function setRequestGate(gate: RequestGate | null): void {
  requestGate = gate ?? ((answer) => answer());
}
