import { zodResolver } from '@hookform/resolvers/zod';
import { isSessionExpiredError, newIdempotencyKey } from '@scaffold/api-client';
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
import { isConnectionFailure, isKnownOffline } from '../../../lib/offline/connection';
import { ownerOf } from '../../../lib/offline/owner';
import {
  keepCorrection,
  queueInspection,
  removeQueued,
  requeueCorrected,
} from '../../../lib/outbox/outbox-actions';
import { OUTBOX_COPY } from '../../../lib/outbox/outbox-copy';
import type { OutboxEntry } from '../../../lib/outbox/outbox-entry';
import { outcomeOfError } from '../../../lib/outbox/send-outbox';
import { useApi, useNow } from '../../../lib/services/services-context';
import { authStateAtom } from '../../../lib/session/session-atoms';
import type { ComponentSystemsState } from './ConditionsFields';
import {
  browserDraftStorage,
  clearDraft,
  clearSubmissionKey,
  draftSlot,
  readDraft,
  submissionKey,
  writeDraft,
} from './inspection-draft';
import { type SubmitOutcome, submitInspection } from './submit-inspection';
import { type DraftKeeper, useDraftAutosave } from './use-draft-autosave';

/** A refused inspection of the outbox, opened to be corrected and sent again. */
export interface Correction {
  entry: OutboxEntry;
  values: NewInspectionFormValues;
}

/** What a save came to, for the modal: saved on the server, or kept in the outbox. */
export type SaveResult = { sent: true; inspection: Inspection | null } | { sent: false };

/** A save the browser knows cannot go through: not tried, queued at once. */
const OFFLINE: SubmitOutcome = { ok: false, message: MESSAGES.unexpectedError, error: null };

/**
 * The New Inspection form's state and actions (SPEC sections 2, 3, 5, 8). Everything entered is
 * kept as the site's draft until it is saved, so a failed save, a closed modal or a reload loses
 * nothing. A save that meets no connection (offline, a network error, a time-out) goes into the
 * outbox with its Idempotency-Key and is sent when the connection returns. With `correction`
 * the form edits a refused inspection of the outbox instead of the draft.
 */
export function useNewInspectionForm(
  site: Site,
  componentSystems: ComponentSystemsState,
  /** Saved (with the inspection when the server sends it back), or kept in the outbox. */
  onSaved: (result: SaveResult) => void,
  correction?: Correction,
  /** Issue 30: the scaffold of the site this inspection is of, if one (from a deep link). */
  scaffoldId?: number,
) {
  const api = useApi();
  const getNow = useNow();
  const storage = useMemo(browserDraftStorage, []);
  const auth = useAtomValue(authStateAtom);
  const user = auth ?? { customer_id: 0, email: '' };
  const owner = ownerOf(user);
  // The draft is this user's: another person signed in on the tablet never sees it.
  const slot = draftSlot(user, site.id);
  const [restoredDraft] = useState(() =>
    correction ? correction.values : readDraft(storage, slot),
  );
  // The report's author: the signed-in user, unless the draft names someone (editable).
  const [defaultValues] = useState<NewInspectionFormValues>(() => {
    const values = restoredDraft ?? emptyInspectionForm();
    return {
      ...values,
      inspector_name: values.inspector_name || (auth ? displayName(auth) : ''),
      inspector_position: values.inspector_position || (auth ? REPORT_POSITIONS[auth.role] : ''),
      scaffold_id: correction ? values.scaffold_id : scaffoldId ? String(scaffoldId) : '',
    };
  });
  const [draftRestored, setDraftRestored] = useState(!correction && restoredDraft !== null);
  const [formAlert, setFormAlert] = useState<string | null>(
    correction ? OUTBOX_COPY.correcting(correction.entry.reason ?? '') : null,
  );
  const idempotencyKey = useRef<string | null>(null);
  const correctionId = correction?.entry.id;

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
  const keeper = useMemo<DraftKeeper>(
    () =>
      correctionId
        ? {
            // The corrections are kept in the outbox entry itself; it stays refused until sent.
            write: (values) => {
              keepCorrection(owner, correctionId, values).catch((error: unknown) =>
                console.warn('[outbox] the correction could not be kept', error),
              );
              return 'saved';
            },
            clear: () => {},
          }
        : {
            write: (values) => writeDraft(storage, slot, values),
            clear: () => clearDraft(storage, slot),
          },
    [correctionId, owner, slot, storage],
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

  /** Puts the inspection in the outbox; false when the device cannot keep it. */
  const queue = async (values: NewInspectionFormValues, key: string): Promise<boolean> => {
    try {
      if (correctionId) await requeueCorrected(owner, correctionId, values, key);
      else {
        await queueInspection({ owner, site, values, idempotencyKey: key, savedAt: +getNow() });
      }
      return true;
    } catch (error) {
      console.warn('[outbox] the inspection could not be kept', error);
      return false;
    }
  };

  const onValid = async (values: NewInspectionFormValues) => {
    setFormAlert(null);
    autosave.flush();
    // A correction is a new attempt: the refused one saved nothing (see requeueCorrected).
    idempotencyKey.current ??= correctionId
      ? newIdempotencyKey()
      : submissionKey(storage, slot, newIdempotencyKey);
    const key = idempotencyKey.current;
    const outcome = isKnownOffline()
      ? OFFLINE
      : await submitInspection(api, site.id, values, { idempotencyKey: key });
    if (outcome.ok) {
      autosave.discard();
      if (correctionId) await removeQueued(owner, correctionId).catch(() => undefined);
      else clearSubmissionKey(storage, slot);
      idempotencyKey.current = null;
      notify({ type: 'success', message: MESSAGES.inspectionSaved, timeout: NOTICE_MS.default });
      onSaved({ sent: true, inspection: outcome.inspection });
      return;
    }
    if (outcome === OFFLINE || isConnectionFailure(outcome.error)) {
      if (await queue(values, key)) {
        autosave.discard();
        if (!correctionId) clearSubmissionKey(storage, slot);
        idempotencyKey.current = null;
        notify({ type: 'info', message: OUTBOX_COPY.queued, timeout: NOTICE_MS.medium });
        onSaved({ sent: false });
        return;
      }
      setFormAlert(`${outcome.message} ${OUTBOX_COPY.notKept}`);
      return;
    }
    const refusal = correctionId ? outcomeOfError(outcome.error) : null;
    if (refusal?.kind === 'refused') {
      // Refused again: the server's reason, and a key of its own for the next attempt.
      idempotencyKey.current = null;
      setFormAlert(OUTBOX_COPY.correcting(refusal.reason));
      return;
    }
    // An expired session has its own notice and sends the user to sign in; the draft is kept.
    if (isSessionExpiredError(outcome.error)) return;
    setFormAlert(outcome.message);
  };

  const onInvalid = () => {
    // SPEC section 5: missing required fields get the alert; other mistakes only their messages.
    const missing = missingRequiredInspectionFields(getValues());
    setFormAlert(missing.length > 0 ? MESSAGES.inspectionIncomplete : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid, onInvalid)(event);

  const discardDraft = () => {
    if (correctionId) {
      // The refused inspection itself goes: the modal closes after this.
      autosave.discard();
      void removeQueued(owner, correctionId).catch(() => undefined);
      return;
    }
    autosave.discard();
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
