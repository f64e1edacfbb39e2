// Every call of the contract and the route that answers it, by group.
import type { Handlers } from '../http/contract-routes';
import { authRoutes } from './auth';
import { notBuiltYet } from './not-built';
import { readRoutes } from './reads';
import { specReadRoutes } from './spec-reads';

export const routeHandlers: Handlers = {
  ...notBuiltYet,
  ...authRoutes,
  ...readRoutes,
  ...specReadRoutes,
};
