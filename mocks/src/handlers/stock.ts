import { applyMove, moveRequestSchema } from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { commit, currentState, nextId } from '../db/database';
import { idempotent } from './idempotent';
import { authenticate, problem, readBody, route, type ScenarioSource } from './respond';

export function stockHandlers(source: ScenarioSource) {
  return [
    route(
      'moveItems',
      'post',
      '/api/move_items/',
      idempotent('moveItems', async ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const body = await readBody(request, moveRequestSchema);
        if (!body.ok) return body.response;
        // All lines or none; another customer's item or site is refused (403) by applyMove.
        const result = applyMove(currentState().customers, body.value, {
          actingCustomerId: auth.user.customer_id,
          now: mockNow(),
          nextId: (kind) => nextId(kind === 'allocation' ? 'allocation' : 'inventoryItem'),
        });
        if (!result.ok) return problem(result.status, result.reason);
        commit({ ...currentState(), customers: result.customers });
        return HttpResponse.json({ moved: body.value.length });
      }),
      source,
    ),
  ];
}
