import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { componentSystemsRead } from '../../../data/reads/component-systems';
import { useReadContext } from '../../../data/reads/read-context';
import type { ComponentSystemsState } from './ConditionsFields';

/** The scaffold types offered: componentSystems from the query cache (read once a session). */
export function useComponentSystems(): ComponentSystemsState {
  const query = useQuery(componentSystemsRead(useReadContext()));
  const systems = query.data?.component_systems;
  const names = useMemo(() => systems?.map((system) => system.name), [systems]);
  if (names) return { status: 'ready', names };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}
