import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { PortalServices } from '../lib/services/portal-services';
import { PortalServicesProvider } from '../lib/services/services-context';
import { routes } from './routes';

export function App({ services }: { services: PortalServices }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <PortalServicesProvider services={services}>
      <RouterProvider router={router} />
    </PortalServicesProvider>
  );
}
