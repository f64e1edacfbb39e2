import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { PortalServices } from '../services/portal-services';
import { PortalServicesProvider } from '../services/services-context';
import { routes } from './routes';

/** The route table as elements. Declarative routing: the data router's loaders are not used,
 * and leaving them out keeps about 16 KB (gzip) off every page's first load. */
function PortalRoutes() {
  return useRoutes(routes);
}

export function App({ services }: { services: PortalServices }) {
  return (
    <PortalServicesProvider services={services}>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </PortalServicesProvider>
  );
}
