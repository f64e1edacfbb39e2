// The scaffolds feature's own reads (queryOptions factories its screens pass to useQuery) and its
// writes, through the portal's one query cache: keys from the contract's call names (readKey), so
// a write can say which answers it changed. The reads other screens share (a site's scaffolds and
// details, the component systems) are in data/reads.
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
import { type QueryKey, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readKey } from '../../data/cache/query-keys';
import type { ReadContext } from '../../data/reads/capabilities';
import { isConnectionFailure } from '../../offline/connection';
import { useApi } from '../../services/services-context';
import { keepTag, recallTag } from './tag/kept-tag';

/** A tag's status as read now, or as last read on this device when there is no connection. */
export interface TagReading {
  answer: TagStatusResponse;
  /** Set when the answer is the one kept on the device: when it was read. */
  keptFrom: Date | null;
}

/**
 * The public status behind a tag (no account): read signed out too, never kept in a user's
 * offline copy, but kept per tag on the device for the next scan with no signal. Each read is a
 * scan the server logs, so it is read when a person opens the page (every mount), never again by
 * itself: not on a return to the tab, not when the network returns (Retry reads it again on
 * purpose).
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

/**
 * The scaffold behind a tag with its history, for a signed-in user of its firm: asked only when
 * the screen says so (`signedIn`: signed in, a live tag, not the device's kept status).
 */
export const scaffoldByTagRead = (
  api: Pick<ApiClient, 'getScaffoldByTag'>,
  code: string,
  signedIn: boolean,
) =>
  queryOptions({
    queryKey: readKey('scaffoldByTag', { tag_code: code }),
    enabled: signedIn,
    queryFn: ({ signal }) => api.getScaffoldByTag(code, { signal }),
  });

/** A scaffold with its handover, inspections, signing links and scans (none asked for: null). */
export const scaffoldDetailsRead = (context: ReadContext, scaffoldId: Id | null) =>
  queryOptions({
    queryKey: readKey('scaffoldDetails', { scaffold_id: scaffoldId ?? 0 }),
    enabled: context.customerId !== 0 && scaffoldId !== null,
    queryFn: ({ signal }) => context.api.getScaffoldDetails(scaffoldId ?? 0, { signal }),
  });

/** A handover's certificate, as the certificate screen prints it. */
export const handoverCertificateRead = (
  api: Pick<ApiClient, 'getHandoverCertificate'>,
  handoverId: Id,
) =>
  queryOptions({
    queryKey: readKey('handoverCertificate', { handover_id: handoverId }),
    queryFn: ({ signal }) => api.getHandoverCertificate(handoverId, { signal }),
  });

/** A signing link's document, or what became of the link (no account; never kept). */
export const signingDocumentRead = (api: Pick<ApiClient, 'getSigningDocument'>, token: string) =>
  queryOptions({
    queryKey: readKey('signingDocument', { token }),
    enabled: true,
    meta: { persist: false },
    queryFn: ({ signal }) => api.getSigningDocument(token, { signal }),
  });

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
