import type { ApiClient } from '@scaffold/api-client';
import type {
  CollectionNoteRequest,
  DeliveryNoteRequest,
  Id,
  NewInspectionFormValues,
} from '@scaffold/domain';
import type { SaveOutcome } from './save-outcome';
import { type SendOptions, sendInspection, sendKeyed } from './send-inspection';

/** The calls the outbox sends with, one per kind of write. */
export type OutboxApi = Pick<
  ApiClient,
  'saveInspection' | 'createDeliveryNote' | 'createCollectionNote'
>;

/** A write with the call that sends it: each kind needs only its own. */
export type SendableWrite =
  | { kind?: 'inspection'; values: NewInspectionFormValues; api: Pick<ApiClient, 'saveInspection'> }
  | {
      kind: 'delivery-note';
      values: DeliveryNoteRequest;
      api: Pick<ApiClient, 'createDeliveryNote'>;
    }
  | {
      kind: 'collection-note';
      values: CollectionNoteRequest;
      api: Pick<ApiClient, 'createCollectionNote'>;
    };

/**
 * One send of a write of any kind, with its key, classified the same way: an inspection through
 * sendInspection (its values are checked and shaped first), a note as the request its form made.
 */
export function sendWrite(
  siteId: Id,
  write: SendableWrite,
  options: SendOptions,
): Promise<SaveOutcome> {
  switch (write.kind) {
    case 'delivery-note':
      return sendKeyed(
        async (call) => {
          const note = await write.api.createDeliveryNote(write.values, call);
          return { kind: 'stored', inspection: null, number: note.number };
        },
        options,
        '[hire]',
      );
    case 'collection-note':
      return sendKeyed(
        async (call) => {
          const note = await write.api.createCollectionNote(write.values, call);
          return { kind: 'stored', inspection: null, number: note.number };
        },
        options,
        '[hire]',
      );
    default:
      return sendInspection(write.api, siteId, write.values, options);
  }
}
