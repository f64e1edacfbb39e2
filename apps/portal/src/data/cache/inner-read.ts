import {
  CancelledError,
  type DefaultError,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** How often a read awaited by another read is started again after someone else cancelled it. */
export const INNER_READ_TRIES = 3;

/**
 * A read that a query's function waited for was cancelled by someone else: an ordinary failure
 * of that query (shown with its Retry), never taken for the query's own cancellation.
 */
export class InnerReadCancelledError extends Error {
  constructor(queryKey: QueryKey, options?: ErrorOptions) {
    super(`A read that ${JSON.stringify(queryKey)} waited for was cancelled.`, options);
    this.name = 'InnerReadCancelledError';
  }
}

/**
 * Reads a query from inside another query's function (the server's capabilities, the spec's
 * answers a screen's answer is computed from). `client.fetchQuery` joins the fetch in flight,
 * and TanStack Query cancels that fetch when the last component observing the query goes away
 * (StrictMode's trial unmount, leaving a screen), although this caller still waits for it: the
 * library treats this as designed (TanStack/query#9798). Its CancelledError must not escape the
 * outer query's function: the outer query takes it for its own cancellation and never leaves
 * 'fetching' (Query.fetch records no state for one). So the read is started again (nobody else
 * wants it cancelled), and after INNER_READ_TRIES it fails as an ordinary error. `signal` is the
 * outer query's: once that query is cancelled (its screen gone, a story over), nothing is read
 * again for it (a read started then would fail later, with its notice over another screen).
 */
export async function readInside<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  signal: AbortSignal,
): Promise<TData> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await client.fetchQuery(options);
    } catch (error) {
      if (!(error instanceof CancelledError) || signal.aborted) throw error;
      if (tried >= INNER_READ_TRIES) {
        throw new InnerReadCancelledError(options.queryKey, { cause: error });
      }
    }
  }
}
