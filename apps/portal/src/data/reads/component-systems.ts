import { type ComponentSystemsResponse, NOTICE_MS } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { queryOptions } from '@tanstack/react-query';
import { readKey } from '../cache/query-keys';
import type { ReadContext } from './capabilities';

/** PRODUCT.md "Messages": an error notice for 30 s, unworded (this wording is ours). */
export const COMPONENT_SYSTEMS_FAILED =
  'The scaffold types could not be loaded. Close the form and try again.';

/**
 * The scaffold types the forms offer (componentSystems, a call of the spec): one query for
 * New Inspection, New Scaffold and Handover, so each finds the list another read. A failure shows
 * an error notice for 30 s (PRODUCT.md "Messages") and leaves the select empty.
 */
export const componentSystemsRead = (context: Pick<ReadContext, 'api'>) =>
  queryOptions({
    queryKey: readKey('componentSystems'),
    queryFn: ({ signal }) => context.api.getComponentSystems({ signal }),
    // The list changes rarely: read once a session.
    staleTime: Number.POSITIVE_INFINITY,
    meta: {
      onFailure: (error, shown) => {
        console.error('[reads] component systems failed', error);
        if (shown) return; // the offline copy's list is still offered
        notify({ type: 'error', message: COMPONENT_SYSTEMS_FAILED, timeout: NOTICE_MS.medium });
      },
    },
  });

/** The systems' names, as a select offers them. */
export const componentSystemNames = (answer: ComponentSystemsResponse) =>
  answer.component_systems.map((system) => system.name);
