import { zodResolver } from '@hookform/resolvers/zod';
import {
  displayName,
  emptyInspectionForm,
  type Inspection,
  MESSAGES,
  missingRequiredInspectionFields,
  type NewInspectionFormValues,
  NOTICE_MS,
  newInspectionSchema,
  newInspectionSchemaFor,
  REPORT_POSITIONS,
  type Site,
} from '@scaffold/domain';
import { notify } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { discardQueued, sayNotDiscarded } from '../../../offline/outbox/discard';
import {
  type Draft,
  drafts,
  freshKey,
  isBlankDraft,
  type SubmissionKey,
} from '../../../offline/outbox/drafts';
import { outbox } from '../../../offline/outbox/outbox-actions';
import { OUTBOX_COPY } from '../../../offline/outbox/outbox-copy';
import type { OutboxEntry } from '../../../offline/outbox/outbox-entry';
import { saveOrQueue } from '../../../offline/outbox/save-or-queue';
import { ownerOf } from '../../../offline/owner';
import { useApi, useNow } from '../../../services/services-context';
import { authStateAtom } from '../../../session/session-atoms';
import type { ComponentSystemsState } from './ConditionsFields';
import { type DraftKeeper, type DraftWrite, useDraftAutosave } from './use-draft-autosave';

/** What the form opens with: the user's draft of the site (if any), or a refused inspection. */
export type FormStart =
  | { kind: 'draft'; draft: Draft | null }
  | { kind: 'correction'; entry: OutboxEntry; values: NewInspectionFormValues };

/** What a save came to, for the modal: saved on the server, or kept in the outbox. */
export type SaveResult = { sent: true; inspection: Inspection | null } | { sent: false };

const samePhotos = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([item, photo]) => b[item] === photo);

const failed = (error: unknown): DraftWrite => {
  console.error('[inspections] the entries could not be kept on this device', error);
  return { status: 'failed', error };
};

/**
 * The New Inspection form's state and actions (PRODUCT.md "New Inspection",
 * PRODUCT.md "New inspection fields" and PRODUCT.md "Messages"). Everything entered is
 * kept as the site's draft until it is saved, so a failed save, a closed modal or a reload loses
 * nothing. Saving goes through the one save path (saveOrQueue): stored, refused (the reason, the
 * draft kept), or kept in the outbox and sent later (a transient failure, or a session to sign
 * in again). The draft carries the inspection's Idempotency-Key: new for every new draft, the
 * same for every send of the same content, new once the content changes after a refusal.
 */
export function useNewInspectionForm(
  site: Site,
  componentSystems: ComponentSystemsState,
  /** Saved (with the inspection when the server sends it back), or kept in the outbox. */
  onSaved: (result: SaveResult) => void,
  start: FormStart,
  /** The scaffold of the site this inspection is of, if one (from a deep link). */
  scaffoldId?: number,
) {
  const api = useApi();
  const getNow = useNow();
  const auth = useAtomValue(authStateAtom);
  const owner = ownerOf(auth ?? { customer_id: 0, email: '' });
  const correction = start.kind === 'correction' ? start.entry : null;
  const restored = start.kind === 'correction' ? start.values : (start.draft?.values ?? null);
  // A refused inspection's key is spent: its first change makes a new one.
  const submission = useRef<SubmissionKey>(
    start.kind === 'correction'
      ? { key: start.entry.idempotencyKey, refusal: start.entry.reason ?? '' }
      : (start.draft?.submission ?? freshKey()),
  );
  const refusedDraft = start.kind === 'draft' ? (start.draft?.submission.refusal ?? null) : null;
  // The report's author: the signed-in user, unless the draft names someone (editable).
  const [defaultValues] = useState<NewInspectionFormValues>(() => {
    const values = restored ?? emptyInspectionForm();
    return {
      ...values,
      inspector_name: values.inspector_name || (auth ? displayName(auth) : ''),
      inspector_position: values.inspector_position || (auth ? REPORT_POSITIONS[auth.role] : ''),
      // A deep link names its scaffold; else the draft's (or correction's) choice stands.
      scaffold_id: scaffoldId && !correction ? String(scaffoldId) : (values.scaffold_id ?? ''),
    };
  });
  const [draftRestored, setDraftRestored] = useState(!correction && restored !== null);
  // Opened again after a refusal: the server's reason is still the form's word.
  const [formAlert, setFormAlert] = useState<string | null>(
    correction
      ? OUTBOX_COPY.correcting(correction.reason ?? '')
      : refusedDraft !== null
        ? OUTBOX_COPY.refusedAlert(refusedDraft)
        : null,
  );

  // The resolver reads the scaffold types offered when it runs: they may arrive after opening.
  const namesRef = useRef<readonly string[] | null>(null);
  namesRef.current = componentSystems.status === 'ready' ? componentSystems.names : null;
  const resolver = useCallback<Resolver<NewInspectionFormValues>>(
    (values, context, options) =>
      zodResolver(
        namesRef.current ? newInspectionSchemaFor(namesRef.current) : newInspectionSchema,
      )(values, context, options),
    [],
  );

  const form = useForm<NewInspectionFormValues>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const correctionId = correction?.id;
  /** The photos IndexedDB holds for this draft (a stash as the page goes leaves them out). */
  const writtenPhotos = useRef<Record<string, string>>(
    start.kind === 'draft' ? (start.draft?.values.photos ?? {}) : {},
  );
  const keeper = useMemo<DraftKeeper>(
    () => ({
      // Content changed after a refusal: the next send is a new submission with a key of its own.
      onChange: () => {
        if (submission.current.refusal !== null) submission.current = freshKey();
      },
      ...(correctionId
        ? {
            // The corrections are kept in the outbox entry itself; it stays refused until sent.
            write: (values) =>
              outbox
                .keepCorrection(owner, correctionId, values, submission.current.key)
                .then((): DraftWrite => ({ status: 'saved' }), failed),
            // What becomes of the entry is the save's (saveOrQueue) or the discard's.
            clear: async () => {},
          }
        : {
            write: async (values) => {
              try {
                if (isBlankDraft(values)) {
                  await drafts.remove(owner, site.id);
                  return { status: 'cleared' };
                }
                const savedAt = getNow().getTime();
                await drafts.write({
                  owner,
                  siteId: site.id,
                  savedAt,
                  values,
                  submission: submission.current,
                });
                writtenPhotos.current = values.photos;
                return { status: 'saved' };
              } catch (error) {
                return failed(error);
              }
            },
            clear: () => drafts.remove(owner, site.id),
            stash: (values) => {
              if (isBlankDraft(values)) return;
              const draft = { owner, siteId: site.id, savedAt: getNow().getTime(), values };
              drafts.stash(
                { ...draft, submission: submission.current },
                samePhotos(values.photos, writtenPhotos.current),
              );
            },
          }),
    }),
    [correctionId, owner, site.id, getNow],
  );
  const autosave = useDraftAutosave(form, keeper);
  const { getValues, setValue, reset, handleSubmit } = form;

  const setPhoto = useCallback(
    (itemKey: string, photo: string | null) => {
      const next = { ...getValues('photos') };
      if (photo) next[itemKey] = photo;
      else delete next[itemKey];
      setValue('photos', next, { shouldDirty: true });
    },
    [getValues, setValue],
  );

  /** Drops what is kept on the device (after a save or a discard), saying so if it cannot. */
  const dropKept = () => autosave.discard().catch(sayNotDiscarded);

  const onValid = async (values: NewInspectionFormValues) => {
    setFormAlert(null);
    // The draft, with its key, is on the device before anything is sent.
    await autosave.flush();
    const result = await saveOrQueue({
      api,
      owner,
      site,
      values,
      key: submission.current.key,
      savedAt: getNow().getTime(),
      entry: correction ?? undefined,
    });
    switch (result.kind) {
      case 'stored':
        void dropKept();
        notify({ type: 'success', message: MESSAGES.inspectionSaved, timeout: NOTICE_MS.default });
        if (result.storageError) {
          notify({
            type: 'error',
            message: OUTBOX_COPY.storedButListed,
            timeout: NOTICE_MS.medium,
          });
        }
        onSaved({ sent: true, inspection: result.inspection });
        return;
      case 'queued':
        // The outbox holds it now (a correction's entry, or a new one).
        if (!correction) void dropKept();
        notify({
          type: 'info',
          message: OUTBOX_COPY.queuedBecause(result.because),
          timeout: NOTICE_MS.medium,
        });
        onSaved({ sent: false });
        return;
      case 'refused':
        // Nothing was stored under this key: a change of content makes a new one.
        submission.current = { ...submission.current, refusal: result.reason };
        void autosave.writeNow();
        setFormAlert(
          correction
            ? OUTBOX_COPY.correcting(result.reason)
            : OUTBOX_COPY.refusedAlert(result.reason),
        );
        return;
      case 'not-kept':
        setFormAlert(OUTBOX_COPY.notKept(result.error));
        return;
      case 'aborted':
        return;
    }
  };

  const onInvalid = () => {
    // PRODUCT.md "New inspection fields": missing required fields get the alert; other mistakes only their messages.
    const missing = missingRequiredInspectionFields(getValues());
    setFormAlert(missing.length > 0 ? MESSAGES.inspectionIncomplete : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid, onInvalid)(event);

  const discardDraft = async () => {
    await dropKept();
    if (correction) {
      // The refused inspection itself goes (the modal closes after this).
      await discardQueued(owner, correction.id);
      return;
    }
    // A new draft, with a new key: whatever the old one sent is not this inspection.
    submission.current = freshKey();
    reset({
      ...emptyInspectionForm(),
      inspector_name: defaultValues.inspector_name,
      inspector_position: defaultValues.inspector_position,
    });
    setDraftRestored(false);
    setFormAlert(null);
    autosave.resume();
  };

  return {
    form,
    submit,
    setPhoto,
    formAlert,
    draftRestored,
    discardDraft,
    draftStatus: autosave.lastWrite,
  };
}

export type NewInspectionFormState = ReturnType<typeof useNewInspectionForm>;
