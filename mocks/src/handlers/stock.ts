import {
  applyMove,
  ENDPOINTS,
  filterMovements,
  movementsForMove,
  type StockMovement,
} from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { currentState, findSite, nextId } from '../db/database';
import type { MovementRecord } from '../db/state';
import { idempotent } from './idempotent';
import {
  authenticate,
  describeIssues,
  forbidden,
  problem,
  readBody,
  route,
  type ScenarioSource,
} from './respond';

/** A stored record as the API sends it (the owner stays in the database). */
const asMovement = ({ customer_id: _owner, ...movement }: MovementRecord): StockMovement =>
  movement;

export function stockHandlers(source: ScenarioSource) {
  return [
    route(
      'moveItems',
      idempotent('moveItems', async ({ request, user, write }) => {
        const body = await readBody(request, 'moveItems');
        if (!body.ok) return body.response;
        const before = currentState();
        const now = mockNow();
        // All lines or none; another customer's item or site is refused (403) by applyMove.
        const result = applyMove(before.customers, body.value, {
          actingCustomerId: user.customer_id,
          now,
          nextId: (kind) => nextId(kind === 'allocation' ? 'allocation' : 'inventoryItem'),
        });
        // An unknown id answers as another customer's does (403), so ids cannot be probed.
        if (!result.ok && (result.status === 403 || result.status === 404)) return forbidden();
        if (!result.ok) return problem(result.status, result.reason);
        const records = movementsForMove(before.customers, body.value, {
          now,
          by: { id: user.id, name: `${user.first_name} ${user.last_name}` },
          nextId: () => nextId('movement'),
        }).map((movement) => ({ ...movement, customer_id: user.customer_id }));
        // The move, its records and its Idempotency-Key's answer in one commit.
        const state = currentState();
        return write(
          { ...state, customers: result.customers, movements: [...state.movements, ...records] },
          200,
          { moved: body.value.length },
        );
      }),
      source,
    ),

    route(
      'stockMovements',
      async ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const url = new URL(request.url);
        const parsed = ENDPOINTS.stockMovements.query.safeParse(
          Object.fromEntries(url.searchParams.entries()),
        );
        if (!parsed.success) return problem(400, describeIssues(parsed.error));
        const query = parsed.data;
        if (query.site_id !== undefined) {
          const found = findSite(query.site_id);
          // Another customer's site is refused like an unknown one would be probed: 403.
          if (!found || found.customerId !== auth.user.customer_id) return forbidden();
        }
        const own = currentState()
          .movements.filter((movement) => movement.customer_id === auth.user.customer_id)
          .map(asMovement);
        const matching = filterMovements(own, {
          siteId: query.site_id,
          item: query.item,
          from: query.from,
          to: query.to,
        });
        const start = (query.page - 1) * query.page_size;
        return HttpResponse.json({
          count: matching.length,
          page: query.page,
          page_size: query.page_size,
          results: matching.slice(start, start + query.page_size),
        });
      },
      source,
    ),
  ];
}
