import { type MoveRequest, moveResponseSchema } from '@scaffold/domain';
import { type CallOptions, type Requests, readJsonLeniently } from '../transport';

/** A move that went through; `moved` is known only when the server says it as ours does. */
export interface MoveResult {
  moved: number | null;
}

export interface StockCalls {
  /**
   * POST /api/move_items/. Any 2xx is success, whatever its body (the spec shows none). The
   * server refuses (4xx, nothing moved) a move of more than is available, to another customer's
   * place, or of an unknown item. Pass an `idempotencyKey` kept for the move, so a retry after a
   * lost answer moves nothing twice.
   */
  moveItems(moves: MoveRequest, options?: CallOptions): Promise<MoveResult>;
}

export function createStockCalls(requests: Requests): StockCalls {
  return {
    moveItems: (moves, options) =>
      requests.authenticated(
        { method: 'POST', path: '/api/move_items/', body: moves },
        async (response, call) => {
          const result = await readJsonLeniently(moveResponseSchema, () => null)(response, call);
          return { moved: result?.moved ?? null };
        },
        options,
      ),
  };
}
