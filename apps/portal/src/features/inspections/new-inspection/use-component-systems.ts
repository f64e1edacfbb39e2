import { isAbortError } from '@scaffold/api-client';
import { type ComponentSystem, NOTICE_MS } from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../../lib/services/services-context';
import { INSPECTIONS_COPY } from '../inspections-copy';
import type { ComponentSystemsState } from './ConditionsFields';

/**
 * The scaffold types offered: the component systems that came with the customer's inspections,
 * else componentSystems (the API contract) once the form opens. A failure shows an error notice for
 * 30 s (SPEC section 8) and leaves the select empty.
 */
export function useComponentSystems(
  fromInspections: readonly ComponentSystem[] | undefined,
): ComponentSystemsState {
  const api = useApi();
  const known = useMemo(
    () =>
      fromInspections && fromInspections.length > 0 ? fromInspections.map((s) => s.name) : null,
    [fromInspections],
  );
  const [fetched, setFetched] = useState<ComponentSystemsState>({ status: 'loading' });

  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    api
      .getComponentSystems({ signal: controller.signal })
      .then(({ component_systems }) =>
        setFetched({ status: 'ready', names: component_systems.map((system) => system.name) }),
      )
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.error('[inspections] component systems failed', error);
        setFetched({ status: 'error' });
        notify({
          type: 'error',
          message: INSPECTIONS_COPY.componentSystemsFailed,
          timeout: NOTICE_MS.medium,
        });
      });
    return () => controller.abort();
  }, [api, known]);

  return known ? { status: 'ready', names: known } : fetched;
}
