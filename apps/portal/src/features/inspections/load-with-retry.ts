import { isAbortError, isSessionExpiredError } from '@scaffold/api-client';
import { isCancelledError } from '@tanstack/react-query';
import { isConnectionFailure, isKnownOffline } from '../../offline/connection';

/**
 * PRODUCT.md "Messages": a load error whose message says 'refresh failed' means the session is gone
 * (the client has cleared it); retrying cannot help.
 */
export function isRefreshFailure(error: unknown): boolean {
  return (
    isSessionExpiredError(error) ||
    (error instanceof Error && error.message.toLowerCase().includes('refresh failed'))
  );
}

/**
 * Loads, and on any other failure calls `onRetry` (the "session may have expired, retrying"
 * warning) and tries once more; the second failure is the caller's to show. With the browser
 * offline, a failed connection is not tried again (the caller shows the last data read).
 */
export async function loadWithOneRetry<T>(
  load: () => Promise<T>,
  onRetry: (error: unknown) => void,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // Aborted or cancelled (the screen went away, the query cache let the read go): no retry.
    if (isAbortError(error) || isCancelledError(error) || isRefreshFailure(error)) throw error;
    if (isConnectionFailure(error) && isKnownOffline()) throw error;
    onRetry(error);
    return load();
  }
}
