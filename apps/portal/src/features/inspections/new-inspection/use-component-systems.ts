import type { ComponentSystem } from '@scaffold/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { componentSystemsRead } from '../../../data/reads/component-systems';
import { useReadContext } from '../../../data/reads/read-context';
import type { ComponentSystemsState } from './ConditionsFields';

/**
 * The scaffold types offered: the component systems given (a spec-shaped answer that carries
 * them), else componentSystems from the query cache (read once a session, when a form needs it).
 */
export function useComponentSystems(
  fromInspections: readonly ComponentSystem[] | undefined,
): ComponentSystemsState {
  const known = fromInspections && fromInspections.length > 0 ? fromInspections : null;
  const query = useQuery({ ...componentSystemsRead(useReadContext()), enabled: known === null });
  const systems = known ?? query.data?.component_systems;
  const names = useMemo(() => systems?.map((system) => system.name), [systems]);
  if (names) return { status: 'ready', names };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}
