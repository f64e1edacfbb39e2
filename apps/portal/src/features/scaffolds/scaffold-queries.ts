// Every read and write of the scaffolds feature, in one place, through the portal's
// one query cache: keys from the contract's call names (readKey), so a write can say which
// answers it changed.
import type { ApiClient, CallOptions } from '@scaffold/api-client';
import type {
  ChangeLifeRequest,
  CreateScaffoldRequest,
  HandoverRequest,
  Id,
  SignableRef,
  SignRequest,
  TagStatusResponse,
} from '@scaffold/domain';
import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readKey } from '../../data/cache/query-keys';
import { componentSystemNames, componentSystemsRead } from '../../data/reads/component-systems';
import { useReadContext } from '../../data/reads/read-context';
import { siteScaffoldsRead } from '../../data/reads/scaffolds';
import { siteDetailsRead } from '../../data/reads/site-details';
import { isConnectionFailure } from '../../offline/connection';
import { useApi, useNow } from '../../services/services-context';
import { keepTag, recallTag } from './tag/kept-tag';

/** A tag's status as read now, or as last read on this device when there is no connection. */
export interface TagReading {
  answer: TagStatusResponse;
  /** Set when the answer is the one kept on the device: when it was read. */
  keptFrom: Date | null;
}

/**
 * The public status behind a tag (no account): read signed out too, never kept in a user's
 * offline copy, but kept per tag on the device for the next scan with no signal.
 */
export function useTagStatus(code: string) {
  return useQuery(tagStatusRead(useApi(), useNow(), code));
}

/**
 * The tag's status read: each read is a scan the server logs, so it is read when a person opens
 * the page (every mount), never again by itself: not on a return to the tab, not when the
 * network returns (Retry reads it again on purpose).
 */
export function tagStatusRead(
  api: Pick<ApiClient, 'getTagStatus'>,
  getNow: () => Date,
  code: string,
) {
  return queryOptions({
    queryKey: readKey('tagStatus', { tag_code: code }),
    enabled: true,
    meta: { persist: false },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: async ({ signal }): Promise<TagReading> => {
      try {
        const answer = await api.getTagStatus(code, { signal });
        keepTag(code, answer, getNow().getTime()).catch((error: unknown) =>
          console.warn('[tags] the status could not be kept on this device', error),
        );
        return { answer, keptFrom: null };
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        const kept = await recallTag(code, getNow().getTime()).catch(() => null);
        if (!kept) throw error;
        return { answer: kept.answer, keptFrom: new Date(kept.readAt) };
      }
    },
  });
}

/** The scaffold behind a tag with its history, for a signed-in user of its firm. */
export function useScaffoldByTag(code: string, signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: readKey('scaffoldByTag', { tag_code: code }),
    enabled: signedIn,
    queryFn: ({ signal }) => api.getScaffoldByTag(code, { signal }),
  });
}

/** A site's scaffolds with their tag status. */
export function useSiteScaffolds(siteId: Id) {
  return useQuery(siteScaffoldsRead(useApi(), siteId));
}

/** A scaffold with its handover, inspections, signing links and scans. */
export function useScaffoldDetails(scaffoldId: Id | null) {
  const api = useApi();
  const signedIn = useReadContext().customerId !== 0;
  return useQuery({
    queryKey: readKey('scaffoldDetails', { scaffold_id: scaffoldId ?? 0 }),
    enabled: signedIn && scaffoldId !== null,
    queryFn: ({ signal }) => api.getScaffoldDetails(scaffoldId ?? 0, { signal }),
  });
}

export function useHandoverCertificate(handoverId: Id) {
  const api = useApi();
  return useQuery({
    queryKey: readKey('handoverCertificate', { handover_id: handoverId }),
    queryFn: ({ signal }) => api.getHandoverCertificate(handoverId, { signal }),
  });
}

/** A signing link's document, or what became of the link (no account; never kept). */
export function useSigningDocument(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: readKey('signingDocument', { token }),
    enabled: true,
    meta: { persist: false },
    queryFn: ({ signal }) => api.getSigningDocument(token, { signal }),
  });
}

/** The component systems (the scaffold types the forms offer). */
export function useComponentSystems() {
  return useQuery({ ...componentSystemsRead(useReadContext()), select: componentSystemNames });
}

/** A site of the signed-in customer with its client (one site's details, read on demand). */
export function useSiteOf(siteId: Id) {
  const site = useQuery(siteDetailsRead(useReadContext(), siteId));
  const found = useMemo(
    () => (site.data ? { site: site.data.site, client: site.data.site.client } : null),
    [site.data],
  );
  return { ...site, found };
}

/** The answers a scaffold write may change: read again after it. */
const SCAFFOLD_READS: QueryKey[] = [
  readKey('scaffolds'),
  readKey('scaffoldDetails'),
  readKey('scaffoldByTag'),
  readKey('handoverCertificate'),
  readKey('tagStatus'),
];

/** The writes, bound to this portal's API client; each reads the scaffolds' answers again. */
export function useScaffoldWrites() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const thenReadAgain = async <T>(write: Promise<T>): Promise<T> => {
      const answer = await write;
      for (const queryKey of SCAFFOLD_READS) void queryClient.invalidateQueries({ queryKey });
      return answer;
    };
    return {
      createScaffold: (request: CreateScaffoldRequest, options?: CallOptions) =>
        thenReadAgain(api.createScaffold(request, options)),
      changeLife: (scaffoldId: Id, request: ChangeLifeRequest) =>
        thenReadAgain(api.changeScaffoldLife(scaffoldId, request)),
      recordHandover: (scaffoldId: Id, request: HandoverRequest, options?: CallOptions) =>
        thenReadAgain(api.recordHandover(scaffoldId, request, options)),
      reprintTag: (scaffoldId: Id) => thenReadAgain(api.reprintTag(scaffoldId)),
      recordAdverseWeather: (siteId: Id) => thenReadAgain(api.recordAdverseWeather(siteId)),
      createSigningLink: (document: SignableRef) => thenReadAgain(api.createSigningLink(document)),
      revokeSigningLink: (linkId: Id) => thenReadAgain(api.revokeSigningLink(linkId)),
      signDocument: (token: string, request: SignRequest) =>
        thenReadAgain(api.signDocument(token, request)),
    };
  }, [api, queryClient]);
}
