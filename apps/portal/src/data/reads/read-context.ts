import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { PortalServices } from '../../services/portal-services';
import { useApi, useNow } from '../../services/services-context';
import { authStateAtom } from '../../session/session-atoms';
import type { ReadContext } from './capabilities';

/**
 * The screens' read context. Signed out (a guarded screen on its way to /login) the customer is
 * 0 and no query runs: the query cache reads only for a signed-in user (portal-queries.ts).
 */
export function useReadContext(): ReadContext {
  const api = useApi();
  const now = useNow();
  const customerId = useAtomValue(authStateAtom)?.customer_id ?? 0;
  return useMemo(() => ({ api, now, customerId }), [api, now, customerId]);
}

/** The same, outside React (route-reads.ts). */
export function readContextOf(services: PortalServices): ReadContext | null {
  const customerId = services.store.get(authStateAtom)?.customer_id;
  return customerId === undefined ? null : { api: services.api, now: services.now, customerId };
}

/**
 * A screen's first reads, started into the query cache as its navigation starts (exactly the
 * queries the screen runs first). A feature's `first-reads.ts` exports one as `firstReads`; the
 * screens manifest names that module (screens.ts, `firstReads`).
 */
export type FirstReads = (context: ReadContext) => ((client: QueryClient) => Promise<unknown>)[];
