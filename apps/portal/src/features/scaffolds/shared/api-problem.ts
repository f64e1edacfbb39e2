import { isApiError } from '@scaffold/api-client';
import { MESSAGES } from '@scaffold/domain';
import { isConnectionFailure } from '../../../offline/connection';
import { SCAFFOLDS_COPY } from './scaffolds-copy';

/** No connection: the words every screen of the feature uses. */
export const NO_CONNECTION = 'No connection to the server. Check your signal and try again.';

/** What a failed call says to the person: the server's reason when it gave one. */
export function problemMessage(error: unknown): string {
  if (isConnectionFailure(error)) return NO_CONNECTION;
  if (isApiError(error)) {
    if (error.status === 429) return SCAFFOLDS_COPY.tooMany;
    const detail = (error.body as { detail?: unknown } | null)?.detail;
    if (typeof detail === 'string' && error.status >= 400 && error.status < 500) return detail;
  }
  return MESSAGES.unexpectedError;
}

export const statusOf = (error: unknown): number | null =>
  isApiError(error) ? error.status : null;
