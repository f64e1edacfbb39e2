import type { HireStatementQuery } from '@scaffold/domain';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../../../data/cache/query-keys';
import type { ReadContext } from '../../../data/reads/capabilities';

/** A client's statement for a period (hireStatement): asked only once both are chosen. */
export const hireStatementRead = (context: ReadContext, query: HireStatementQuery) =>
  queryOptions({
    queryKey: readKey('hireStatement', query),
    queryFn: ({ signal }) => context.api.getHireStatement(query, { signal }),
  });
