// The scaffolds an inspection of a site may name. The same read as the site's
// Scaffolds and tags screen (one query: siteScaffoldsRead), asked only of a server
// that keeps scaffolds: a spec-only one has none to name.
import { canInspect, type Id, type Scaffold } from '@scaffold/domain';
import type { QueryClient } from '@tanstack/react-query';
import { siteScaffoldsKey, useKeptSiteScaffolds } from '../../../data/reads/scaffolds';
import { useApi } from '../../../services/services-context';

export type ScaffoldChoices =
  /** The server keeps no scaffolds, or the site has none to inspect: no field. */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; scaffolds: readonly Scaffold[] };

/** The site's scaffolds that can be inspected (handed over, in use, altered), by tag number. */
export function useScaffoldChoices(siteId: Id): ScaffoldChoices {
  const { known, kept, list } = useKeptSiteScaffolds(useApi(), siteId);
  if (!known) return { status: 'loading' };
  if (!kept) return { status: 'none' };
  if (list.data) {
    const scaffolds = list.data.filter((scaffold) => canInspect(scaffold.life));
    return scaffolds.length === 0 ? { status: 'none' } : { status: 'ready', scaffolds };
  }
  return { status: list.isError ? 'error' : 'loading' };
}

/** A scaffold's tag number, if the site's scaffolds are in the cache. */
export function cachedTagNumber(
  client: QueryClient,
  siteId: Id,
  scaffoldId: Id,
): string | undefined {
  return client
    .getQueryData<Scaffold[]>(siteScaffoldsKey(siteId))
    ?.find((scaffold) => scaffold.id === scaffoldId)?.tag_number;
}
