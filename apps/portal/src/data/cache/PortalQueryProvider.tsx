import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../../services/services-context';
import { portalQueries } from './portal-queries';

/**
 * Gives the screens below the portal's one query cache. Mounted by the signed-in frame (so
 * TanStack Query loads with it, never with /login) and by the story frame.
 */
export function PortalQueryProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  return (
    <QueryClientProvider client={portalQueries(services).client}>{children}</QueryClientProvider>
  );
}
