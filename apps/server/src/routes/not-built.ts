// Scaffolding while the server is being built: every call answers 501 until its group lands.
import { ENDPOINT_NAMES } from '@scaffold/domain';
import type { Handlers } from '../http/contract-routes';
import { problem } from '../http/problem';

export const notBuiltYet = Object.fromEntries(
  ENDPOINT_NAMES.map((name) => [
    name,
    async () => {
      throw problem(501, `${name} is not built yet`);
    },
  ]),
) as unknown as Handlers;
