// Every call of the contract and the route that answers it, by group.
import type { Handlers } from '../http/contract-routes';
import { authRoutes } from './auth';
import { hireRoutes } from './hire';
import { inspectionWriteRoutes } from './inspections';
import { readRoutes } from './reads';
import { scaffoldRoutes } from './scaffolds';
import { signingRoutes } from './signing';
import { specReadRoutes } from './spec-reads';
import { stockRoutes } from './stock';
import { tagRoutes } from './tags';

export const routeHandlers: Handlers = {
  ...authRoutes,
  ...readRoutes,
  ...specReadRoutes,
  ...inspectionWriteRoutes,
  ...stockRoutes,
  ...scaffoldRoutes,
  ...signingRoutes,
  ...tagRoutes,
  ...hireRoutes,
};
