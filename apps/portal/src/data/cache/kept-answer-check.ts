import { ENDPOINTS, type EndpointName } from '@scaffold/domain';
import type { PersistedQuery } from '@tanstack/react-query-persist-client';

/**
 * A kept answer checked again by the schema of the call it holds (the key's first element names
 * it; each page of an infinite query), as the API client checks a fresh one. Throws when it no longer parses: the persister then
 * drops it. Loaded only when a kept answer is read, with the schemas the client loads anyway.
 */
export function checkKeptAnswer(query: PersistedQuery): PersistedQuery {
  const name = query.queryKey[0];
  if (typeof name !== 'string' || !(name in ENDPOINTS)) {
    throw new Error(`No call named ${String(name)}`);
  }
  const { schema } = ENDPOINTS[name as EndpointName].success;
  const kept = query.state.data as { pages?: unknown; pageParams?: unknown } | null;
  // An infinite query keeps its pages read so far: each is an answer of the call.
  const data =
    kept && Array.isArray(kept.pages) && Array.isArray(kept.pageParams)
      ? { pages: kept.pages.map((page) => schema.parse(page)), pageParams: kept.pageParams }
      : schema.parse(kept);
  return { ...query, state: { ...query.state, data } };
}
