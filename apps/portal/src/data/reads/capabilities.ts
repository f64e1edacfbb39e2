import {
  type ApiClient,
  capabilitiesAnswerOfStatus,
  isApiError,
  isMalformedResponseError,
} from '@scaffold/api-client';
import type { CapabilityCallName, Id } from '@scaffold/domain';
import type { QueryClient } from '@tanstack/react-query';
import { confirmServerHas, readPlan, stopTrying } from './server-calls';
import type { SpecContext } from './spec-answers';

export { CAPABILITIES_KEY, forgetCapabilities } from './server-calls';

/** What a screen's read needs: the client, the clock, the signed-in customer. */
export interface ReadContext {
  api: ApiClient;
  now: () => Date;
  customerId: Id;
}

type FromSpec = typeof import('./spec-answers')['fromSpec'];

/**
 * Whether a failed call reads as a server that lacks it: an answer a server gives a path it does
 * not serve (as the capabilities call's own answers read: docs/DECISIONS.md), or a success that is
 * not the call's answer (a static host's page). Not a time-out, a 5xx or an ended session: those
 * are the read's own failures.
 */
function looksLacking(error: unknown): boolean {
  if (isMalformedResponseError(error)) return true;
  return isApiError(error) && capabilitiesAnswerOfStatus(error.status, true).kind !== 'unavailable';
}

/**
 * A screen's read: the call shaped by the screen where the server has it, else the same answer
 * computed on the device from the base calls (data/reads/spec-answers.ts, loaded only then;
 * docs/DECISIONS.md "Reads and the persisted cache"). Both fill the same query, so the screen is the same either way.
 * Which one goes by what the portal knows of the server's calls now (server-calls.ts): never a
 * round trip before the read, but on a device that never had an answer from this server. A call
 * the device only thought the server had is confirmed when it fails: if the server lacks it after
 * all, the base calls answer instead.
 */
export function shapedRead<T>(
  context: ReadContext,
  name: CapabilityCallName,
  fresh: (signal: AbortSignal) => Promise<T>,
  computed: (fromSpec: FromSpec, spec: SpecContext) => Promise<T>,
) {
  return async ({ client, signal }: { client: QueryClient; signal: AbortSignal }): Promise<T> => {
    const plan = await readPlan(context.api, name, signal);
    if (plan !== 'spec') {
      try {
        return await fresh(signal);
      } catch (error) {
        if (plan === 'server' || signal.aborted) throw error;
        const has = await confirmServerHas(context.api, name, signal);
        if (has === true || (has === null && !looksLacking(error))) throw error;
        if (has === null) stopTrying(context.api);
      }
    }
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
