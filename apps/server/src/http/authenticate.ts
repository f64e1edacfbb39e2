// The bearer token of a call: a signed access token (services/tokens.ts) whose session has not
// ended. Refused as the mock and the spec's server refuse it: 401 `token_not_valid`.
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../services/caller';
import type { Services } from '../services/services';
import { problem } from './problem';

export type { Caller };

const NO_CREDENTIALS = 'Authentication credentials were not provided.';
const NOT_VALID = 'Given token not valid for any token type';

export async function authenticate(request: FastifyRequest, services: Services): Promise<Caller> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw problem(401, NO_CREDENTIALS);
  const caller = await services.tokens.callerOf(match[1]);
  if (!caller) throw problem(401, NOT_VALID, { code: 'token_not_valid' });
  return caller;
}
