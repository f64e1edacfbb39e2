import { CancelledError, type QueryKey } from '@tanstack/react-query';
import { InnerReadCancelledError } from './inner-read';

/**
 * Runs a query's function (with the offline copy around it) so that whatever it throws settles
 * the query. TanStack Query takes a CancelledError thrown by a query function for the query's own
 * cancellation and records nothing, so the query would stay 'fetching' for good; one can only
 * come from a read the function awaited that someone else cancelled (readInside retries those;
 * this covers any that does not use it). The query's own cancellation has settled it already
 * (its retryer ignores what the function does after), so the conversion is always safe.
 */
export async function settledRead<T>(queryKey: QueryKey, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CancelledError)
      throw new InnerReadCancelledError(queryKey, { cause: error });
    throw error;
  }
}
