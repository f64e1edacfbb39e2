import {
  type ChangeLifeRequest,
  type CreateScaffoldRequest,
  type CreateSigningLinkResponse,
  ENDPOINTS,
  type HandoverCertificate,
  type HandoverRequest,
  type Id,
  type RecordHandoverResponse,
  type Scaffold,
  type ScaffoldDetails,
  type ScaffoldsQuery,
  type SignableRef,
  type Signed,
  type SigningLink,
  type SigningPageResponse,
  type SignRequest,
  type TagStatusResponse,
} from '@scaffold/domain';
import { type CallOptions, type Requests, readJson } from '../transport';

/** Saving a handover carries two signatures over a site's signal: as long as an inspection. */
export const RECORD_HANDOVER_TIMEOUT_MS = 90_000;

/**
 * Scaffolds, tags, handover certificates and signing links (our addition to the spec's
 * API). The tag's status and the signing calls need no account.
 */
export interface ScaffoldCalls {
  /** scaffolds: the customer's scaffolds with their tag status, of one site if given. */
  listScaffolds(query?: ScaffoldsQuery, options?: CallOptions): Promise<Scaffold[]>;
  /** createScaffold; pass an `idempotencyKey` kept for the form, so a retry adds one only. */
  createScaffold(request: CreateScaffoldRequest, options?: CallOptions): Promise<Scaffold>;
  /** scaffoldDetails: with its handover, inspections, signing links and scans. */
  getScaffoldDetails(scaffoldId: Id, options?: CallOptions): Promise<ScaffoldDetails>;
  /** scaffoldByTag: the same, found by its tag's code (a user of the scaffold's customer). */
  getScaffoldByTag(tagCode: string, options?: CallOptions): Promise<ScaffoldDetails>;
  /** changeScaffoldLife: 409 when the scaffold cannot move there. */
  changeScaffoldLife(
    scaffoldId: Id,
    request: ChangeLifeRequest,
    options?: CallOptions,
  ): Promise<Scaffold>;
  /** recordHandover; pass an `idempotencyKey` kept for the form. */
  recordHandover(
    scaffoldId: Id,
    request: HandoverRequest,
    options?: CallOptions,
  ): Promise<RecordHandoverResponse>;
  /** reprintTag: a new code; the old tag then says it has been replaced. */
  reprintTag(scaffoldId: Id, options?: CallOptions): Promise<Scaffold>;
  /** recordAdverseWeather: the site's scaffolds after it. */
  recordAdverseWeather(siteId: Id, options?: CallOptions): Promise<Scaffold[]>;
  /** handoverCertificate, to read and print. */
  getHandoverCertificate(handoverId: Id, options?: CallOptions): Promise<HandoverCertificate>;
  /** createSigningLink: the link and its token (given this once). */
  createSigningLink(
    document: SignableRef,
    options?: CallOptions,
  ): Promise<CreateSigningLinkResponse>;
  /** revokeSigningLink: a used link stays used. */
  revokeSigningLink(linkId: Id, options?: CallOptions): Promise<SigningLink>;
  /** tagStatus (no account): the live status behind a QR code, or 'replaced'. */
  getTagStatus(tagCode: string, options?: CallOptions): Promise<TagStatusResponse>;
  /** signingDocument (no account): an open link's document, or what became of the link. */
  getSigningDocument(token: string, options?: CallOptions): Promise<SigningPageResponse>;
  /** signDocument (no account): 409 when the link is used, expired or withdrawn. */
  signDocument(token: string, request: SignRequest, options?: CallOptions): Promise<Signed>;
}

export function createScaffoldCalls(requests: Requests): ScaffoldCalls {
  const { anonymous, authenticated } = requests;
  const scaffoldOf = async (response: Response, call: Parameters<ReturnType<typeof readJson>>[1]) =>
    (await readJson(ENDPOINTS.createScaffold.success.schema)(response, call)).scaffold;
  return {
    listScaffolds: async (query, options) =>
      (
        await authenticated(
          {
            endpoint: 'scaffolds',
            search: query?.site_id === undefined ? '' : `site_id=${query.site_id}`,
          },
          readJson(ENDPOINTS.scaffolds.success.schema),
          options,
        )
      ).scaffolds,
    createScaffold: (request, options) =>
      authenticated({ endpoint: 'createScaffold', body: request }, scaffoldOf, options),
    getScaffoldDetails: (scaffoldId, options) =>
      authenticated(
        { endpoint: 'scaffoldDetails', params: { scaffold_id: scaffoldId } },
        readJson(ENDPOINTS.scaffoldDetails.success.schema),
        options,
      ),
    getScaffoldByTag: (tagCode, options) =>
      authenticated(
        { endpoint: 'scaffoldByTag', params: { tag_code: tagCode } },
        readJson(ENDPOINTS.scaffoldByTag.success.schema),
        options,
      ),
    changeScaffoldLife: (scaffoldId, request, options) =>
      authenticated(
        { endpoint: 'changeScaffoldLife', params: { scaffold_id: scaffoldId }, body: request },
        scaffoldOf,
        options,
      ),
    recordHandover: (scaffoldId, request, options) =>
      authenticated(
        { endpoint: 'recordHandover', params: { scaffold_id: scaffoldId }, body: request },
        readJson(ENDPOINTS.recordHandover.success.schema),
        { timeoutMs: RECORD_HANDOVER_TIMEOUT_MS, ...options },
      ),
    reprintTag: (scaffoldId, options) =>
      authenticated(
        { endpoint: 'reprintTag', params: { scaffold_id: scaffoldId } },
        scaffoldOf,
        options,
      ),
    recordAdverseWeather: async (siteId, options) =>
      (
        await authenticated(
          { endpoint: 'recordAdverseWeather', params: { site_id: siteId } },
          readJson(ENDPOINTS.recordAdverseWeather.success.schema),
          options,
        )
      ).scaffolds,
    getHandoverCertificate: async (handoverId, options) =>
      (
        await authenticated(
          { endpoint: 'handoverCertificate', params: { handover_id: handoverId } },
          readJson(ENDPOINTS.handoverCertificate.success.schema),
          options,
        )
      ).handover,
    createSigningLink: (document, options) =>
      authenticated(
        { endpoint: 'createSigningLink', body: { document } },
        readJson(ENDPOINTS.createSigningLink.success.schema),
        options,
      ),
    revokeSigningLink: async (linkId, options) =>
      (
        await authenticated(
          { endpoint: 'revokeSigningLink', params: { link_id: linkId } },
          readJson(ENDPOINTS.revokeSigningLink.success.schema),
          options,
        )
      ).link,
    getTagStatus: (tagCode, options) =>
      anonymous(
        { endpoint: 'tagStatus', params: { tag_code: tagCode } },
        readJson(ENDPOINTS.tagStatus.success.schema),
        options,
      ),
    getSigningDocument: (token, options) =>
      anonymous(
        { endpoint: 'signingDocument', params: { token } },
        readJson(ENDPOINTS.signingDocument.success.schema),
        options,
      ),
    signDocument: (token, request, options) =>
      anonymous(
        { endpoint: 'signDocument', params: { token }, body: request },
        readJson(ENDPOINTS.signDocument.success.schema),
        options,
      ),
  };
}
