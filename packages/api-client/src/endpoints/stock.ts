import { type MoveRequest, type MoveResponse, moveResponseSchema } from '@scaffold/domain';
import { type CallOptions, type Requests, readJson } from '../transport';

export interface StockCalls {
  /**
   * POST /api/move_items/. The server refuses (4xx, nothing moved) a move of more than is
   * available, to another customer's place, or of an unknown item.
   */
  moveItems(moves: MoveRequest, options?: CallOptions): Promise<MoveResponse>;
}

export function createStockCalls(requests: Requests): StockCalls {
  return {
    moveItems: (moves, options) =>
      requests.authenticated(
        { method: 'POST', path: '/api/move_items/', body: moves },
        readJson(moveResponseSchema),
        options,
      ),
  };
}
