import type {
  CollectionNoteRequest,
  DeliveryNoteRequest,
  NewInspectionFormValues,
} from '@scaffold/domain';

/** What the outbox saves: an inspection, or a hire note signed on site. */
export type OutboxKind = 'inspection' | 'delivery-note' | 'collection-note';

export const OUTBOX_KINDS: readonly OutboxKind[] = [
  'inspection',
  'delivery-note',
  'collection-note',
];

/**
 * One write and its content, as the outbox keeps and sends it. An inspection keeps its form's
 * values (they are checked and shaped when sent, so a correction opens them as typed); a note
 * keeps the request the form made of them. `kind` may be left out for an inspection: the
 * inspections' callers, and entries kept by a portal from before notes were queued, name none.
 */
export type OutboxWrite =
  | { kind?: 'inspection'; values: NewInspectionFormValues }
  | { kind: 'delivery-note'; values: DeliveryNoteRequest }
  | { kind: 'collection-note'; values: CollectionNoteRequest };

export type OutboxValues = OutboxWrite['values'];

/** The write of a kind with values read back from the device (their kind is the entry's). */
export function writeOf(kind: OutboxKind, values: OutboxValues): OutboxWrite {
  return { kind, values } as OutboxWrite;
}

/** The words for one write of a kind, in a sentence ('the delivery note for Site A'). */
export const KIND_NOUN: Record<OutboxKind, string> = {
  inspection: 'inspection',
  'delivery-note': 'delivery note',
  'collection-note': 'collection note',
};
