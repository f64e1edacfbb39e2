// Every call of the contract and the route that answers it, by group.
import type { Handlers } from '../http/contract-routes';
import { authRoutes } from './auth';
import { inspectionWriteRoutes } from './inspections';
import { notBuiltYet } from './not-built';
import { stockRoutes } from './stock';

export const routeHandlers: Handlers = {
  ...notBuiltYet,
  ...authRoutes,
  ...inspectionWriteRoutes,
  ...stockRoutes,
};
