// Every call of the contract and the route that answers it, by group.
import type { Handlers } from '../http/contract-routes';
import { authRoutes } from './auth';
import { inspectionWriteRoutes } from './inspections';
import { notBuiltYet } from './not-built';
import { scaffoldRoutes } from './scaffolds';
import { signingRoutes } from './signing';
import { stockRoutes } from './stock';
import { tagRoutes } from './tags';

export const routeHandlers: Handlers = {
  ...notBuiltYet,
  ...authRoutes,
  ...inspectionWriteRoutes,
  ...stockRoutes,
  ...scaffoldRoutes,
  ...signingRoutes,
  ...tagRoutes,
};
