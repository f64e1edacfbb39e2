import { retryDelay } from './backoff';
import type { FailureCause } from './outbox-entry';

/**
 * The failures that are an entry's own: a time-out (a 12-photo inspection on a weak signal), a
 * server or gateway error (a payload a proxy always refuses), a 401 after a good refresh, the
 * same key still in progress, anything unforeseen. The entry steps aside for the ones after it
 * and is tried again later. No connection, or a session to sign in again, are everyone's: the
 * round stops instead (the rest would meet the same).
 */
const OWN_FAILURES: ReadonlySet<FailureCause> = new Set<FailureCause>([
  'timeout',
  'server',
  'unauthorized',
  'in-progress',
  'unexpected',
]);

export const isOwnFailure = (cause: FailureCause) => OWN_FAILURES.has(cause);

/**
 * Until when an entry that failed on its own after `attempts` tries stays aside: the sender's
 * backoff per entry (5 s doubling to 5 minutes, ±20%); undefined for a failure that is not its own.
 */
export function stepAsideUntil(
  cause: FailureCause,
  attempts: number,
  now: number,
  random?: () => number,
): number | undefined {
  return isOwnFailure(cause) ? now + retryDelay(attempts, random) : undefined;
}
