// Hire on the server: not stored here yet, so every hire call answers as a path this server
// does not serve.
import type { Handlers } from '../http/contract-routes';
import { NOT_FOUND, problem } from '../http/problem';

const absent = async () => {
  throw problem(404, NOT_FOUND);
};

export const hireRoutes = {
  createDeliveryNote: absent,
  createCollectionNote: absent,
  createOffHire: absent,
  siteHire: absent,
  hireNote: absent,
  hireStatement: absent,
  hireOverview: absent,
} satisfies Partial<Handlers>;
