import {
  type CollectionNoteRequest,
  type CreateCollectionNoteResponse,
  type DeliveryNote,
  type DeliveryNoteRequest,
  ENDPOINTS,
  type HireNoteResponse,
  type HireOverviewResponse,
  type HireStatement,
  type HireStatementQuery,
  type Id,
  type OffHire,
  type OffHireRequest,
  type SiteHireResponse,
} from '@scaffold/domain';
import { type CallOptions, type Requests, readJson } from '../transport';
import { searchOf } from './reads';

/** A note carries a photo or signatures over a site's signal: as long as a handover. */
export const HIRE_NOTE_TIMEOUT_MS = 90_000;

/**
 * Hire (our addition to the spec's API): delivery and collection notes, off-hires, a site's
 * hire, one note's docket, a client's statement and the Dashboard's overview. Pass each write an
 * `idempotencyKey` kept with its draft, so a retry after a lost answer records it once.
 */
export interface HireCalls {
  /** createDeliveryNote: 409 when the note it corrects was corrected already. */
  createDeliveryNote(request: DeliveryNoteRequest, options?: CallOptions): Promise<DeliveryNote>;
  /** createCollectionNote: the note and its over-returns. */
  createCollectionNote(
    request: CollectionNoteRequest,
    options?: CallOptions,
  ): Promise<CreateCollectionNoteResponse>;
  /** createOffHire: a manager's or an admin's (403 for staff). */
  createOffHire(request: OffHireRequest, options?: CallOptions): Promise<OffHire>;
  /** siteHire: the site's notes, off-hires, what is on hire and what awaits collection. */
  getSiteHire(siteId: Id, options?: CallOptions): Promise<SiteHireResponse>;
  /** hireNote: one note for its docket. */
  getHireNote(noteId: Id, options?: CallOptions): Promise<HireNoteResponse>;
  /** hireStatement: a client's statement for a period. */
  getHireStatement(query: HireStatementQuery, options?: CallOptions): Promise<HireStatement>;
  /** hireOverview: the Dashboard's hire. */
  getHireOverview(options?: CallOptions): Promise<HireOverviewResponse>;
}

export function createHireCalls(requests: Requests): HireCalls {
  const { authenticated } = requests;
  const slow = (options?: CallOptions) => ({ timeoutMs: HIRE_NOTE_TIMEOUT_MS, ...options });
  return {
    createDeliveryNote: (request, options) =>
      authenticated(
        { endpoint: 'createDeliveryNote', body: request },
        readJson(ENDPOINTS.createDeliveryNote.success.schema),
        slow(options),
      ),
    createCollectionNote: (request, options) =>
      authenticated(
        { endpoint: 'createCollectionNote', body: request },
        readJson(ENDPOINTS.createCollectionNote.success.schema),
        slow(options),
      ),
    createOffHire: (request, options) =>
      authenticated(
        { endpoint: 'createOffHire', body: request },
        readJson(ENDPOINTS.createOffHire.success.schema),
        options,
      ),
    getSiteHire: (siteId, options) =>
      authenticated(
        { endpoint: 'siteHire', params: { site_id: siteId } },
        readJson(ENDPOINTS.siteHire.success.schema),
        options,
      ),
    getHireNote: (noteId, options) =>
      authenticated(
        { endpoint: 'hireNote', params: { note_id: noteId } },
        readJson(ENDPOINTS.hireNote.success.schema),
        options,
      ),
    getHireStatement: (query, options) =>
      authenticated(
        { endpoint: 'hireStatement', search: searchOf(query) },
        readJson(ENDPOINTS.hireStatement.success.schema),
        options,
      ),
    getHireOverview: (options) =>
      authenticated(
        { endpoint: 'hireOverview' },
        readJson(ENDPOINTS.hireOverview.success.schema),
        options,
      ),
  };
}
