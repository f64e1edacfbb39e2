import type { ApiClient } from '@scaffold/api-client';
import type { CapabilityCallName, Id } from '@scaffold/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { IS_DEMO } from '../../config/env';
import { readKey } from '../cache/query-keys';
import { readInside } from './inner-read';
import type { SpecContext } from './spec-answers';

/** Where the session keeps the answer (sessionStorage, like the session itself). */
export const CAPABILITIES_KEY = 'scaffold:capabilities';

function keptCapabilities(): string[] | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(CAPABILITIES_KEY) ?? 'null');
    return Array.isArray(kept) && kept.every((name) => typeof name === 'string') ? kept : null;
  } catch {
    return null;
  }
}

/** Forgets the answer (a new sign-in reads it again: it may be another server by then). */
export function forgetCapabilities(): void {
  try {
    sessionStorage.removeItem(CAPABILITIES_KEY);
  } catch {
    // no storage: nothing kept
  }
}

/**
 * The calls this server has beyond the spec's, read once per session: kept in sessionStorage
 * beside the session, so a reload does not ask again; forgotten when the user changes. A server
 * without the capabilities call (a 404) has only the spec's calls: an empty list. Not in the
 * offline copy: every screen's answer is kept under the same key whichever call made it.
 */
export const capabilitiesRead = (api: ApiClient) =>
  queryOptions({
    queryKey: readKey('capabilities'),
    queryFn: async ({ signal }) => {
      const kept = keptCapabilities();
      if (kept) return kept;
      const calls = (await api.getCapabilities({ signal }))?.calls ?? [];
      // The demo keeps only the mock's own answer. A read made as the tab unloads (a reload just
      // after sign-in) leaves the in-page mock, which lets a closing tab go at beforeunload, and
      // the demo's static host answers it 404: kept, that would make the next page read as from
      // a spec-only server for the rest of the session. Not kept, the next page asks again.
      if (IS_DEMO && calls.length === 0) return calls;
      try {
        sessionStorage.setItem(CAPABILITIES_KEY, JSON.stringify(calls));
      } catch {
        // no storage: asked again on the next page load
      }
      return calls;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  });

/**
 * Whether the server has a call of ours (asks the capabilities once a session). Awaited inside
 * the screens' query functions: read with readInside, so a component that stops observing the
 * capabilities cannot leave the screen's read in flight for good.
 */
export async function serverHas(
  client: QueryClient,
  api: ApiClient,
  name: CapabilityCallName,
  signal: AbortSignal,
): Promise<boolean> {
  return (await readInside(client, capabilitiesRead(api), signal)).includes(name);
}

/** What a screen's read needs: the client, the clock, the signed-in customer. */
export interface ReadContext {
  api: ApiClient;
  now: () => Date;
  customerId: Id;
}

type FromSpec = typeof import('./spec-answers')['fromSpec'];

/**
 * A screen's read: the call shaped by the screen where the server has it, else the same answer
 * computed on the device from the spec's calls (data/reads/spec-answers.ts, loaded only then;
 * docs/DECISIONS.md, issue 28). Both fill the same query, so the screen is the same either way.
 */
export function shapedRead<T>(
  context: ReadContext,
  name: CapabilityCallName,
  fresh: (signal: AbortSignal) => Promise<T>,
  computed: (fromSpec: FromSpec, spec: SpecContext) => Promise<T>,
) {
  return async ({ client, signal }: { client: QueryClient; signal: AbortSignal }): Promise<T> => {
    if (await serverHas(client, context.api, name, signal)) return fresh(signal);
    const { fromSpec } = await import('./spec-answers');
    return computed(fromSpec, {
      client,
      api: context.api,
      signal,
      now: context.now(),
      customerId: context.customerId,
    });
  };
}
