import type { EndpointName } from '@scaffold/domain';
import type { QueryClient } from '@tanstack/react-query';
import { readKey } from '../cache/query-keys';

/** The spec's answers that the screens' answers are computed from on a spec-only server. */
export const SPEC_SOURCES = [
  'customerData',
  'customerInspections',
] as const satisfies readonly EndpointName[];

/**
 * Reads `names` again after a write (a saved inspection, a sent outbox), what is on screen
 * staying meanwhile. On a server with only the base calls those answers are computed on the
 * device from the spec's answers (data/reads/spec-answers.ts), which the write made old as well:
 * they are marked stale first (not read now: the computation reads them when it runs), or the
 * answers would be computed again from what was there before the write.
 */
export async function readAgain(
  client: QueryClient,
  names: readonly EndpointName[],
): Promise<void> {
  await Promise.all(
    SPEC_SOURCES.map((name) =>
      client.invalidateQueries({ queryKey: readKey(name), refetchType: 'none' }),
    ),
  );
  await Promise.all(names.map((name) => client.invalidateQueries({ queryKey: readKey(name) })));
}
