import type { ApiClient } from '@scaffold/api-client';
import type { StockMovementsQuery } from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../cache/query-keys';

/** A page of the stock movement log (stockMovements), filtered. */
export const stockMovementsRead = (api: ApiClient, query: StockMovementsQuery) =>
  queryOptions({
    queryKey: readKey('stockMovements', query),
    queryFn: ({ signal }) => api.listStockMovements(query, { signal }),
  });
