import {
  ENDPOINTS,
  type MoveRequest,
  type StockMovementsPage,
  type StockMovementsQuery,
} from '@scaffold/domain';
import { type CallOptions, type Requests, readJson, readJsonLeniently } from '../transport';

/** A move that went through; `moved` is known only when the server says it as ours does. */
export interface MoveResult {
  moved: number | null;
}

export interface StockCalls {
  /**
   * moveItems. Any 2xx is success, whatever its body (the spec shows none). The
   * server refuses (4xx, nothing moved) a move of more than is available, to another customer's
   * place, or of an unknown item. Pass an `idempotencyKey` kept for the move, so a retry after a
   * lost answer moves nothing twice.
   */
  moveItems(moves: MoveRequest, options?: CallOptions): Promise<MoveResult>;
  /**
   * stockMovements (our addition, docs/DECISIONS.md): the customer's movement log,
   * newest first, filtered and paged. A site of another customer is refused (403).
   */
  listStockMovements(
    query?: StockMovementsQuery,
    options?: CallOptions,
  ): Promise<StockMovementsPage>;
}

/** The query string of a movements query (no '?'): set filters only, in a stable order. */
export function stockMovementsSearch(query: StockMovementsQuery = {}): string {
  const params = new URLSearchParams();
  for (const key of ['site_id', 'item', 'from', 'to', 'page', 'page_size'] as const) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export function createStockCalls(requests: Requests): StockCalls {
  return {
    moveItems: (moves, options) =>
      requests.authenticated(
        { endpoint: 'moveItems', body: moves },
        async (response, call) => {
          const result = await readJsonLeniently(ENDPOINTS.moveItems.success.schema, () => null)(
            response,
            call,
          );
          return { moved: result?.moved ?? null };
        },
        options,
      ),
    listStockMovements: (query, options) =>
      requests.authenticated(
        { endpoint: 'stockMovements', search: stockMovementsSearch(query) },
        readJson(ENDPOINTS.stockMovements.success.schema),
        options,
      ),
  };
}
