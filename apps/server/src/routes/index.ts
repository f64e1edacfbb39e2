// Every call of the contract and the route that answers it, by group.
import type { Handlers } from '../http/contract-routes';
import { authRoutes } from './auth';
import { notBuiltYet } from './not-built';
import { scaffoldRoutes } from './scaffolds';
import { signingRoutes } from './signing';
import { tagRoutes } from './tags';

export const routeHandlers: Handlers = {
  ...notBuiltYet,
  ...authRoutes,
  ...scaffoldRoutes,
  ...signingRoutes,
  ...tagRoutes,
};
