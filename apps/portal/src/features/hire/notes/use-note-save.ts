import { newIdempotencyKey } from '@scaffold/api-client';
import type { CollectionNoteRequest, DeliveryNoteRequest } from '@scaffold/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type NoteKind,
  type NotePlace,
  noteDraftId,
  noteDrafts,
} from '../../../offline/outbox/note-drafts';
import { outbox } from '../../../offline/outbox/outbox-actions';
import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import { type SaveResult, saveOrQueue } from '../../../offline/outbox/save-or-queue';
import type { OutboxApi } from '../../../offline/outbox/send-write';
import { useOwner } from '../../../offline/owner';
import type { NoteSendResult } from './note-send-result';

type RequestOf<K extends NoteKind> = K extends 'delivery-note'
  ? DeliveryNoteRequest
  : CollectionNoteRequest;

/** The draft as the form opens: what was typed, and what became of its last send. */
export interface NoteOpening<V> {
  values: Partial<V> | null;
  /** The outbox's entry of this note, when it was queued (waiting, or refused later). */
  queued: OutboxEntry | null;
}

/** Why a note was not sent and could not be kept on the device either. */
const NOT_KEPT =
  'It could not be sent now, and this device could not keep it to send later (its storage).';

/** The outcome of the one save path, as the note's form shows it. */
export function toNoteSendResult(result: SaveResult): NoteSendResult {
  switch (result.kind) {
    case 'stored':
      return { kind: 'stored', number: result.number ?? null };
    case 'refused':
      return result.status === 409
        ? { kind: 'conflict', reason: result.reason }
        : { kind: 'refused', reason: result.reason };
    case 'queued':
      return { kind: 'queued' };
    case 'not-kept':
      return { kind: 'held', reason: NOT_KEPT };
    case 'aborted':
      return { kind: 'held', reason: 'The send was stopped.' };
  }
}

/**
 * A hire note saved through the one save path (saveOrQueue), like an inspection: sent now with
 * the note's one Idempotency-Key, or queued in the outbox with it when there is no signal (sent
 * once by the outbox's sender), its form's entries kept meanwhile as a draft that survives a
 * reload and leaves once the server has stored the note. A refusal keeps everything typed and
 * spends the key: the corrected note is another body, with a new key.
 */
export function useNoteSave<V extends object, K extends NoteKind>(options: {
  kind: K;
  place: NotePlace;
  api: OutboxApi;
  now?: () => number;
}) {
  const { kind, api } = options;
  const owner = useOwner();
  const now = options.now ?? Date.now;
  const placeKey = JSON.stringify(options.place);
  const draftId = owner ? noteDraftId(owner, kind, JSON.parse(placeKey) as NotePlace) : null;
  const [opening, setOpening] = useState<NoteOpening<V> | null>(null);
  const key = useRef<string>(newIdempotencyKey());
  const queued = useRef<OutboxEntry | null>(null);
  // Writes in the order they were made: a later one never lands before an earlier one.
  const writes = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!owner || !draftId) return;
    let live = true;
    void (async () => {
      try {
        const draft = await noteDrafts.read(owner, draftId, Date.now());
        if (draft) key.current = draft.key;
        const entry = draft
          ? ((await outbox.list(owner)).find((it) => it.idempotencyKey === draft.key) ?? null)
          : null;
        queued.current = entry;
        if (live) setOpening({ values: (draft?.values as Partial<V>) ?? null, queued: entry });
      } catch (error) {
        console.error('[hire] the note kept on this device could not be read', error);
        if (live) setOpening({ values: null, queued: null });
      }
    })();
    return () => {
      live = false;
    };
  }, [owner, draftId]);

  const siteOf = useRef<number>(0);
  const keep = useCallback(
    (values: V, siteId: number | null) => {
      if (!owner || !draftId) return;
      siteOf.current = siteId ?? 0;
      writes.current = writes.current
        .then(() =>
          noteDrafts.write({
            id: draftId,
            owner,
            kind,
            siteId: siteOf.current,
            savedAt: Date.now(),
            values,
            key: key.current,
          }),
        )
        .catch((error: unknown) => console.error('[hire] the note could not be kept', error));
    },
    [owner, draftId, kind],
  );

  const send = useCallback(
    async (request: RequestOf<K>, site: { id: number; name: string }): Promise<NoteSendResult> => {
      if (!owner || !draftId)
        return { kind: 'held', reason: 'Your session has ended: sign in again.' };
      await writes.current;
      const entry = queued.current ?? undefined;
      // Refused after it was queued: its correction goes with a new key, back in line.
      if (entry?.status === 'refused') key.current = newIdempotencyKey();
      const result = await saveOrQueue({
        ...({ kind, values: request, api } as
          | { kind: 'delivery-note'; values: DeliveryNoteRequest; api: OutboxApi }
          | { kind: 'collection-note'; values: CollectionNoteRequest; api: OutboxApi }),
        owner,
        site,
        key: key.current,
        savedAt: now(),
        draftId,
        ...(entry ? { entry } : {}),
      });
      if (result.kind === 'stored' && !entry) {
        writes.current = writes.current.then(() => noteDrafts.remove(draftId)).catch(() => {});
        await writes.current;
      } else if (result.kind === 'refused') {
        key.current = newIdempotencyKey();
      }
      return toNoteSendResult(result);
    },
    [owner, draftId, kind, api, now],
  );

  return { opening, keep, send };
}
