import type { ApiClient } from '@scaffold/api-client';
import { Provider as JotaiProvider } from 'jotai';
import { createContext, type ReactNode, useContext } from 'react';
import type { PortalServices } from './portal-services';

const ServicesContext = createContext<PortalServices | null>(null);

export function PortalServicesProvider({
  services,
  children,
}: {
  services: PortalServices;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={services.store}>
      <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
    </JotaiProvider>
  );
}

/** This portal instance's services (one per app, one per story). */
export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Portal hooks must be used inside <PortalServicesProvider>.');
  return services;
}

/** The API client of this portal instance. */
export function useApi(): ApiClient {
  return useServices().api;
}

/** The current time as this portal instance sees it (fixed in stories and tests). */
export function useNow(): () => Date {
  return useServices().now;
}
