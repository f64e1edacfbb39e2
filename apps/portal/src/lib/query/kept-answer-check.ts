import { ENDPOINTS, type EndpointName } from '@scaffold/domain';
import type { PersistedQuery } from '@tanstack/react-query-persist-client';

/**
 * A kept answer checked again by the schema of the call it holds (the key's first element names
 * it), as the API client checks a fresh one. Throws when it no longer parses: the persister then
 * drops it. Loaded only when a kept answer is read, with the schemas the client loads anyway.
 */
export function checkKeptAnswer(query: PersistedQuery): PersistedQuery {
  const name = query.queryKey[0];
  if (typeof name !== 'string' || !(name in ENDPOINTS)) {
    throw new Error(`No call named ${String(name)}`);
  }
  const data = ENDPOINTS[name as EndpointName].success.schema.parse(query.state.data);
  return { ...query, state: { ...query.state, data } };
}
