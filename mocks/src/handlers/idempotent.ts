import { commit, currentState } from '../db/database';
import type { MockEndpoint } from '../scenarios';
import type { RouteResolver } from './respond';

/** Answers kept per Idempotency-Key; the oldest go first beyond this many. */
const KEPT_ANSWERS = 500;

/**
 * Honours `Idempotency-Key` on a write (save an inspection, move stock): the first successful
 * answer is kept under the caller, the endpoint and the key, and a repeat gets that answer again
 * with nothing changed. A failed attempt is not kept, so it can be retried (DECISIONS.md).
 */
export function idempotent(endpoint: MockEndpoint, resolve: RouteResolver): RouteResolver {
  return async (context) => {
    const key = context.request.headers.get('Idempotency-Key')?.trim();
    if (!key) return resolve(context);
    const token = context.request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const userId = currentState().tokens.access[token]?.userId;
    if (userId === undefined) return resolve(context);
    const scope = `${userId}:${endpoint}:${key}`;
    const kept = currentState().idempotency?.[scope];
    if (kept) {
      return new Response(kept.body, {
        status: kept.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }
    const response = await resolve(context);
    if (response.ok) {
      const body = await response.clone().text();
      const state = currentState();
      const entries = Object.entries(state.idempotency ?? {}).slice(-(KEPT_ANSWERS - 1));
      commit({
        ...state,
        idempotency: Object.fromEntries([...entries, [scope, { status: response.status, body }]]),
      });
    }
    return response;
  };
}
