// Every read and write of the scaffolds feature (issue 30), in one place: the api-client through
// useApi() and the portal's useResource, so the whole feature moves to a query cache here.
import type { CallOptions } from '@scaffold/api-client';
import type {
  ChangeLifeRequest,
  CreateScaffoldRequest,
  HandoverRequest,
  Id,
  SignableRef,
  SignRequest,
  TagStatusResponse,
} from '@scaffold/domain';
import { useMemo } from 'react';
import { isConnectionFailure } from '../../lib/offline/connection';
import { useApi, useNow } from '../../lib/services/services-context';
import { useCustomerData } from '../../lib/use-customer-data';
import { useResource } from '../../lib/use-resource';
import { keepTag, recallTag } from './tag/kept-tag';

/** A tag's status as read now, or as last read on this device when there is no connection. */
export interface TagReading {
  answer: TagStatusResponse;
  /** Set when the answer is the one kept on the device: when it was read. */
  keptFrom: Date | null;
}

/** The public status behind a tag (no account); kept per tag for the next scan offline. */
export function useTagStatus(code: string) {
  const api = useApi();
  const getNow = useNow();
  return useResource<TagReading>(`tag:${code}`, async (signal) => {
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
  });
}

/** The scaffold behind a tag with its history, for a signed-in user (null key: not asked). */
export function useScaffoldByTag(code: string, signedIn: boolean) {
  const api = useApi();
  return useResource(signedIn ? `tag-scaffold:${code}` : null, (signal) =>
    api.getScaffoldByTag(code, { signal }),
  );
}

/** A site's scaffolds with their tag status. */
export function useSiteScaffolds(siteId: Id) {
  const api = useApi();
  return useResource(`site-scaffolds:${siteId}`, (signal) =>
    api.listScaffolds({ site_id: siteId }, { signal }),
  );
}

/** A scaffold with its handover, inspections, signing links and scans. */
export function useScaffoldDetails(scaffoldId: Id | null) {
  const api = useApi();
  return useResource(scaffoldId === null ? null : `scaffold:${scaffoldId}`, (signal) =>
    api.getScaffoldDetails(scaffoldId ?? 0, { signal }),
  );
}

export function useHandoverCertificate(handoverId: Id) {
  const api = useApi();
  return useResource(`handover:${handoverId}`, (signal) =>
    api.getHandoverCertificate(handoverId, { signal }),
  );
}

/** A signing link's document, or what became of the link (no account). */
export function useSigningDocument(token: string) {
  const api = useApi();
  return useResource(`signing:${token}`, (signal) => api.getSigningDocument(token, { signal }));
}

/** The component systems (the scaffold types the forms offer). */
export function useComponentSystems() {
  const api = useApi();
  return useResource('component-systems', async (signal) =>
    (await api.getComponentSystems({ signal })).component_systems.map((system) => system.name),
  );
}

/** A site of the signed-in customer, with its client, from the customer tree. */
export function useSiteOf(siteId: Id) {
  const tree = useCustomerData();
  const found = useMemo(() => {
    for (const customer of tree.data?.customers ?? []) {
      for (const client of customer.clients) {
        const site = client.sites.find((entry) => entry.id === siteId);
        if (site) return { site, client, firmName: customer.name };
      }
    }
    return null;
  }, [tree.data, siteId]);
  return { ...tree, found };
}

/** The writes, bound to this portal's API client. */
export function useScaffoldWrites() {
  const api = useApi();
  return useMemo(
    () => ({
      createScaffold: (request: CreateScaffoldRequest, options?: CallOptions) =>
        api.createScaffold(request, options),
      changeLife: (scaffoldId: Id, request: ChangeLifeRequest) =>
        api.changeScaffoldLife(scaffoldId, request),
      recordHandover: (scaffoldId: Id, request: HandoverRequest, options?: CallOptions) =>
        api.recordHandover(scaffoldId, request, options),
      reprintTag: (scaffoldId: Id) => api.reprintTag(scaffoldId),
      recordAdverseWeather: (siteId: Id) => api.recordAdverseWeather(siteId),
      createSigningLink: (document: SignableRef) => api.createSigningLink(document),
      revokeSigningLink: (linkId: Id) => api.revokeSigningLink(linkId),
      signDocument: (token: string, request: SignRequest) => api.signDocument(token, request),
    }),
    [api],
  );
}
