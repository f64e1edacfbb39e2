import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { checkToken, lastTokenSerial } from '../auth/tokens';
import { databaseGeneration } from '../db/database';
import type { UserRecord } from '../db/state';
import {
  type ActiveScenario,
  AUTHENTICATED_ENDPOINTS,
  type MockEndpoint,
  type Scenario,
} from '../scenarios';

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

/** One-line reason from a zod error: 'destination.site_id: Invalid input; …'. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** The request body checked against the domain schema; a 400 with the reason otherwise. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; value: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { ok: false, response: problem(400, 'The body is not valid JSON') };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
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

const authenticated = (endpoint: MockEndpoint) =>
  (AUTHENTICATED_ENDPOINTS as readonly MockEndpoint[]).includes(endpoint);

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
 * One endpoint of the mock: matches any origin (so a configured base URL works), applies the
 * latency and the transport-level scenarios (slow, network error, 5xx, chaos, malformed body),
 * then answers. `path` without a trailing slash also matches with one.
 */
export function route(
  endpoint: MockEndpoint,
  method: 'get' | 'post',
  path: string,
  resolve: RouteResolver,
  source: ScenarioSource,
): HttpHandler {
  return http[method](`*${path}`, async ({ request, params }) => {
    const scenarios = source();
    if (latencyMs > 0) await delay(latencyMs);
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
    return resolve({ request, params, scenarios });
  });
}
